import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import type { ActionResult } from "~/domain/forms";

/**
 * The page a one-time link opens: one button while the link can be used; once it cannot (used,
 * expired, or refused on the press), why, and the way on.
 */
export function OneTimeLinkPage({
  title,
  usable,
  result,
  intro,
  button,
  unusable,
  onward,
}: {
  title: string;
  usable: boolean;
  result: ActionResult | undefined;
  intro?: ReactNode;
  button: string;
  /** Why the link cannot be used, when the server did not say. */
  unusable: string;
  onward: { to: string; label: string };
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <section className="py-16" aria-labelledby="one-time-link-heading">
      <div className="container-page max-w-xl">
        <h1 id="one-time-link-heading" className="text-3xl font-bold">
          {title}
        </h1>
        {usable && !result ? (
          <Form method="post" className="mt-6">
            {intro ? <p className="mb-4">{intro}</p> : null}
            <button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>
              {button}
            </button>
          </Form>
        ) : (
          <div className="mt-6 space-y-4">
            <Alert tone="error">{result?.message ?? unusable}</Alert>
            <Link to={onward.to} className={buttonClass("secondary", "md")}>
              {onward.label}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
