/**
 * Renders a public page's content to HTML outside a request, with the root loader's business data
 * and estimate offer in place, so the staff screen and the tests can read town pages as a visitor's browser gets them.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Business } from "~/domain/business";
import type { EstimateOffer } from "~/domain/estimate-offer";

export function staticMarkup(element: ReactElement, root: { business: Business; estimate: EstimateOffer }, path = "/"): string {
  const router = createMemoryRouter([{ id: "root", path: "*", element }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
