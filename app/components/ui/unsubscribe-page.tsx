/**
 * The page behind an e-mail's unsubscribe link (RFC 8058): what the link stops, one button, and the
 * answer — the same for the portal's maintenance reminders and for review requests. The page needs
 * no sign-in and works without JavaScript; mail programs' one-click POST reaches the same action.
 */
import { useId, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";

export interface UnsubscribePageProps {
  title: string;
  /** The action's answer, once the button was pressed. */
  answer: { ok: boolean; message: string } | undefined;
  /** Whether the link's token names anything. */
  known: boolean;
  notValid: string;
  /** Said instead of the button when there is nothing left to stop. */
  alreadyStopped: string | null;
  /** What the button stops, and what it leaves. */
  explanation: ReactNode;
  button: string;
  back: { to: string; label: string };
}

export function UnsubscribePage({ title, answer, known, notValid, alreadyStopped, explanation, button, back }: UnsubscribePageProps) {
  const busy = useNavigation().state !== "idle";
  const headingId = useId();
  return (
    <section className="py-16" aria-labelledby={headingId}>
      <div className="container-page max-w-xl">
        <h1 id={headingId} className="text-3xl font-bold">
          {title}
        </h1>
        <div className="mt-6 space-y-4">
          {answer ? (
            <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert>
          ) : !known ? (
            <Alert tone="error">{notValid}</Alert>
          ) : alreadyStopped ? (
            <Alert tone="info">{alreadyStopped}</Alert>
          ) : (
            <Form method="post">
              <p className="mb-4">{explanation}</p>
              <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
                {button}
              </button>
            </Form>
          )}
          <p>
            <Link to={back.to} className="text-brand-700 underline">
              {back.label}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
