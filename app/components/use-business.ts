import { useRouteLoaderData } from "react-router";
import type { Business } from "~/domain/business";
import type { RootData } from "~/components/root-data";

/** The business config as the server resolved it (environment overrides applied). */
export function useBusiness(): Business {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useBusiness() needs the root loader data");
  return data.business;
}
