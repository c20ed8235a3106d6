/**
 * The pages a one-time link from an e-mail opens (the portal's sign-in and an address change):
 * the page shows whether the link can still be used and asks for one press — mail scanners that
 * open links do not press buttons, so they cannot spend the link before the homeowner does — and
 * the press redeems it and signs the homeowner in. Routes layer (docs/decisions/020-layers.md).
 */
import { redirect, type RouterContextProvider } from "react-router";
import { startPortalSession } from "~/auth/portal-session.server";
import type { Outcome } from "~/domain/outcome";
import { portalLinkUsable, type PortalLinkPurpose } from "~/models/portal.server";
import { answer } from "~/answer.server";
import { servicesWithBusiness, type ServicesWithBusiness } from "~/context.server";

/** The link's token, from `?token=` (at most 100 characters are read; a real one is shorter). */
export function linkToken(request: Request): string {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The loader and action of a one-time link's page: `redeem` spends the token and answers the
 * address to sign in with; the homeowner then lands on `landing`.
 */
export function oneTimeLinkRoute(
  purpose: PortalLinkPurpose,
  redeem: (request: Request, services: ServicesWithBusiness, token: string) => Promise<Outcome<string>>,
  landing: string,
) {
  return {
    async loader({ request, context }: Args) {
      return { usable: await portalLinkUsable(servicesWithBusiness(context).db, linkToken(request), purpose) };
    },
    async action({ request, context }: Args) {
      const used = await redeem(request, servicesWithBusiness(context), linkToken(request));
      if (!used.ok) return answer(used);
      return redirect(landing, { headers: { "Set-Cookie": await startPortalSession(context, used.value) } });
    },
  };
}
