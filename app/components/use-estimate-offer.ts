import { useRouteLoaderData } from "react-router";
import type { EstimateOffer } from "~/domain/estimate-offer";
import type { RootData } from "~/components/root-data";

/** Where this page's estimate buttons lead and what they may promise (the root loader decides it once). */
export function useEstimateOffer(): EstimateOffer {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useEstimateOffer() needs the root loader data");
  return data.estimate;
}
