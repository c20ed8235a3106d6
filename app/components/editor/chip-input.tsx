import { X } from "lucide-react";
import { useId, useState } from "react";
import { canAddChip } from "~/domain/post-input";
import { buttonClass } from "~/components/ui/button";

/** A list of short values added with Enter or the Add button and shown as removable chips (spec §2.11). */
export function ChipInput({
  label,
  items,
  onChange,
  prefix = "",
  placeholder,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  prefix?: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const noteId = `${id}-note`;
  const duplicate = draft.trim() !== "" && !canAddChip(items, draft);

  function add() {
    if (!canAddChip(items, draft)) return;
    onChange([...items, draft.trim()]);
    setDraft("");
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field-input"
          value={draft}
          placeholder={placeholder}
          aria-describedby={duplicate ? noteId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass("outline")} onClick={add} disabled={!canAddChip(items, draft)} aria-label={`Add ${label.toLowerCase()}`}>
          Add
        </button>
      </div>
      {duplicate ? (
        <p id={noteId} className="mt-1 text-xs text-muted">
          Already added.
        </p>
      ) : null}
      {items.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800">
              {prefix}
              {item}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(items.filter((i) => i !== item))}
                aria-label={`Remove ${prefix}${item}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
