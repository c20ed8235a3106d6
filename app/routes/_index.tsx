import { redirect } from "react-router";

// Spec §2.1: the root address shows the home page at /home.
export function loader() {
  throw redirect("/home", 301);
}
