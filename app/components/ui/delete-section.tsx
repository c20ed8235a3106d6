import { Form } from "react-router";
import { buttonClass } from "./button";

/**
 * The last panel of a staff record's page: deleting it for a privacy request, behind a disclosure so
 * it is never pressed by accident. Posts `intent=delete` to the page's own action.
 */
export function DeleteSection({ noun, reference, removes, busy }: { noun: string; reference: string; removes: string; busy: boolean }) {
  return (
    <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-5">
      <h2 id="delete-heading" className="font-sans text-lg font-bold">
        Delete
      </h2>
      <p className="mt-1 text-sm text-muted">For a privacy request: removes {removes}.</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-red-700">Delete this {noun}…</summary>
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="delete" className={buttonClass("danger", "sm")} disabled={busy}>
            Delete {reference} permanently
          </button>
        </Form>
      </details>
    </section>
  );
}
