import type { VariableFormValues } from "~/domain/content-variables";
import type { ActionResult } from "~/domain/forms";

export type VariableIntent = "create" | "update" | "delete" | "defaults";

/** What the /variables action answers: the shared action result, and which of its four intents ran. */
export type VariableActionResult = ActionResult<VariableFormValues> & { intent: VariableIntent | null };
