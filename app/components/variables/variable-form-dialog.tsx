import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors } from "~/domain/forms";
import { Field } from "~/components/ui/field";
import {
  EMPTY_VARIABLE_FORM,
  MAX_VALUE_LENGTH,
  VARIABLE_CATEGORIES,
  VARIABLE_HINTS,
  variableSyntax,
  type VariableFormValues,
} from "~/domain/content-variables";
import { useActionResult } from "~/components/ui/use-action-result";
import type { VariableActionResult } from "~/domain/content-variables";
import { FieldError, SelectField, TextAreaField } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { VariableView } from "./variable-card";
import { buttonClass } from "~/components/ui/button";

/** Which variable the dialog edits; null id means a new one. */
export interface VariableFormTarget {
  id: string | null;
  initial: VariableFormValues;
}

export function targetForNew(): VariableFormTarget {
  return { id: null, initial: EMPTY_VARIABLE_FORM };
}

export function targetForEdit(variable: VariableView): VariableFormTarget {
  return {
    id: variable.id,
    initial: {
      name: variable.name,
      description: variable.description ?? "",
      value: variable.value,
      category: variable.category,
    },
  };
}

const FIELD_ORDER = ["name", "description", "value", "category"] as const;

/** The Add/Edit dialog (spec §2.11, §5). Validation happens on the server; its messages show here. */
export function VariableFormDialog({
  target,
  onClose,
  fallbackFocus,
}: {
  target: VariableFormTarget | null;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const fetcher = useFetcher<VariableActionResult>({ key: "variable-form" });
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<VariableFormValues>(EMPTY_VARIABLE_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const editing = Boolean(target?.id);
  const busy = fetcher.state !== "idle";

  // Each opening starts from the variable's stored values (or blanks) and no errors.
  const [openedFor, setOpenedFor] = useState<VariableFormTarget | null>(null);
  if (target !== openedFor) {
    setOpenedFor(target);
    if (target) {
      setValues(target.initial);
      setErrors({});
    }
  }

  useActionResult(fetcher.data, (result) => {
    if (!target || (result.intent !== "create" && result.intent !== "update")) return;
    if (result.ok) {
      onClose();
      return;
    }
    // Keep what was typed; show each message next to its field and move focus to the first one.
    if (result.values) setValues(result.values);
    setErrors(result.errors ?? {});
    const first = FIELD_ORDER.find((f) => result.errors?.[f]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  });

  const set = (field: keyof VariableFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const previewName = values.name.trim();

  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy={titleId} fallbackFocus={fallbackFocus} className="max-w-xl">
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold">
          {editing ? "Edit Variable" : "Add New Variable"}
        </h2>
        <button type="button" className={buttonClass("ghost", "sm", "-mr-2 -mt-1 px-2")} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4 px-5 py-4">
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {target?.id ? <input type="hidden" name="id" value={target.id} /> : null}
        <Field
          label="Name"
          name="name"
          value={values.name}
          onChange={set("name")}
          hint={VARIABLE_HINTS.name}
          error={errors.name}
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
        />
        <Field
          label="Description"
          name="description"
          value={values.description}
          onChange={set("description")}
          hint={VARIABLE_HINTS.description}
          error={errors.description}
          autoComplete="off"
          required
        />
        <TextAreaField
          label="Value"
          name="value"
          value={values.value}
          onChange={set("value")}
          hint={VARIABLE_HINTS.value}
          error={errors.value}
          maxLength={MAX_VALUE_LENGTH}
          rows={4}
        />
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          onChange={set("category")}
          hint={VARIABLE_HINTS.category}
          error={errors.category}
        >
          {VARIABLE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <p className="rounded-md bg-sand px-3 py-2 text-sm text-ink">
          Placeholder: <code className="font-mono font-semibold">{previewName ? variableSyntax(previewName) : "{{name}}"}</code>
        </p>
        <FieldError id={undefined} error={errors.form} spacing="" alert />
        <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4">
          <button type="button" className={buttonClass("outline")} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass("secondary")} disabled={busy}>
            {busy ? "Saving…" : editing ? "Update Variable" : "Create Variable"}
          </button>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}
