/**
 * What a refused form says, where the visitor is taken once it is refused: the message and a link
 * to each field that needs a change (WCAG 3.3.1 and 2.4.3; the pattern of GOV.UK's error summary).
 * It takes focus when it appears, so on a phone the visitor is not left at the Send button with the
 * messages scrolled out of sight above: without JavaScript through `autofocus` in the server's page,
 * with JavaScript when the action's answer arrives.
 */
import { CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import type { ActionResult } from "~/domain/forms";

export interface SummaryField {
  /** The field's name in the form (the key of its message in `result.errors`). */
  name: string;
  /** The id of its control, which the link moves focus to. */
  id: string;
}

/** The messages to list, in the form's order; a message two fields share is listed once, at the first. */
export function summaryItems(errors: ActionResult["errors"], fields: readonly SummaryField[]): { id: string; message: string }[] {
  const seen = new Set<string>();
  const items: { id: string; message: string }[] = [];
  for (const field of fields) {
    const message = errors?.[field.name];
    if (!message || seen.has(message)) continue;
    seen.add(message);
    items.push({ id: field.id, message });
  }
  return items;
}

export function ErrorSummary({ result, fields }: { result: ActionResult; fields: readonly SummaryField[] }) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const items = summaryItems(result.errors, fields);
  // Each answer is a new object: a second refusal moves focus here again. The page jumps rather
  // than glides (app.css scrolls smoothly): a smooth scroll still under way, such as the one that
  // brought the Send button into view, could otherwise leave the messages out of sight above.
  useEffect(() => {
    const summary = box.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    const show = () => summary.scrollIntoView({ block: "start", behavior: "instant" });
    show();
    // Once more after the next frame: the answer's own re-render and layout may move the page after
    // this effect (seen on a loaded machine: the summary left 100 px under the sticky header).
    const frame = requestAnimationFrame(() => requestAnimationFrame(show));
    return () => cancelAnimationFrame(frame);
  }, [result]);

  // A router that has taken over the page treats a change of #fragment as a navigation, which would
  // drop the action's answer (the messages and what was typed); focusing the field is all the link does.
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.focus();
  };

  return (
    <div
      ref={box}
      tabIndex={-1}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- it appears only in answer to a submit, the one moment focus must move to it
      autoFocus
      aria-labelledby={headingId}
      role="group"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-3 focus:outline-offset-2 focus:outline-red-700"
    >
      <p id={headingId} className="flex gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {result.message}
      </p>
      {items.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-12 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)} className="font-medium underline">
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
