import { useBusiness } from "~/components/use-business";

/** The dealer number applicants must enter on the lender's form (from the business config); nothing without one. */
export function DealerNumber({ light = false }: { light?: boolean }) {
  const { dealerNumber } = useBusiness().financing;
  if (!dealerNumber) return null;
  return (
    <p
      className={`mt-6 inline-flex flex-wrap items-center gap-3 rounded-lg px-4 py-3 ${light ? "mt-0 bg-brand-50 text-ink" : "bg-brand-700 text-white ring-1 ring-brand-500"}`}
    >
      <span className="text-sm font-semibold tracking-wide uppercase">Dealer number</span>
      <span className={`font-mono text-2xl font-bold ${light ? "text-brand-700" : "text-white"}`}>{dealerNumber}</span>
    </p>
  );
}
