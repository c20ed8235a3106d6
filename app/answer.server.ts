/**
 * The one adapter from a workflow's Outcome (app/domain/outcome.ts) to a route's answer: the
 * ActionResult every screen shows, with the refusal's HTTP status and headers. Routes layer
 * (docs/decisions/020-layers.md), beside content-page.tsx.
 */
import { data } from "react-router";
import type { ActionResult } from "~/domain/forms";
import { toActionResult, type Outcome } from "~/domain/outcome";

export function answer(outcome: Outcome<unknown>) {
  return outcome.ok ? data<ActionResult>(toActionResult(outcome)) : data<ActionResult>(toActionResult(outcome), { status: outcome.status, headers: outcome.headers });
}

/** For a JSON endpoint: done, the value's fields beside the ActionResult's (with the given status); refused, as answer() does. */
export function answerWith<T extends object>(outcome: Outcome<T>, status = 200) {
  return outcome.ok ? data({ ...toActionResult(outcome), ...outcome.value }, { status }) : answer(outcome);
}
