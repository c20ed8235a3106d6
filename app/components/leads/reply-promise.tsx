import { useBusiness } from "~/components/use-business";
import { headquarters, officeHours } from "~/domain/business";

/**
 * Who calls a visitor back after a request, and by when: the promise the confirmation page and
 * e-mail then make for the request itself (replyBy, app/domain/office-hours.ts), from the offices
 * and hours in the business settings.
 */
export function ReplyPromise() {
  const business = useBusiness();
  const answering = business.offices.filter((o) => o.kind !== "service-area").map((o) => o.city);
  return (
    <>
      Our {answering.join(" or ")} office, whichever is nearer to you, calls you (or e-mails, if you leave no phone) to agree a time for the
      inspection. A request that arrives at least an hour before closing is answered that day; any other by noon on the next day the
      office is open. Office hours: {officeHours(headquarters(business))}.
    </>
  );
}
