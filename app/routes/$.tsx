import { data } from "react-router";

// Any unknown path: a real 404 status, rendered by the root error boundary (spec §2.10).
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
