import type { ReactNode } from "react";
import { Link } from "~/components/ui/links";
import { useEstimateOffer } from "~/components/use-estimate-offer";

/**
 * A "Free Estimate" link: to the instant estimate, the estimate frame or the request form, as the
 * estimate offer decides (app/domain/estimate-offer.ts). Its words must be true of all three.
 */
export function EstimateLink({ className, children }: { className?: string; children: ReactNode }) {
  const { href } = useEstimateOffer();
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
