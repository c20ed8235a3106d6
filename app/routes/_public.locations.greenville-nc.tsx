import { Blocks } from "~/components/blocks/blocks";
import { greenvilleOfficeId, greenvillePage } from "~/content/locations/greenville";

/** The Greenville office page: content blocks (content/locations/greenville.ts) on the Greenville office. */
export default function GreenvillePage() {
  return <Blocks blocks={greenvillePage} office={greenvilleOfficeId} />;
}
