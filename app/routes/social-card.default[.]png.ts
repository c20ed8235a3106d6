import type { Route } from "./+types/social-card.default[.]png";
import { defaultCardText } from "~/domain/social-card";
import { socialCardResponse } from "~/seo/social-card.server";
import { businessContext } from "~/context.server";

// The branded card every page without an image of its own shares.
export function loader({ request, context }: Route.LoaderArgs) {
  const business = context.get(businessContext);
  const text = defaultCardText({ brand: business.name, tagline: business.tagline, serviceArea: business.serviceArea });
  return socialCardResponse(request, text, business.brandColors);
}
