import { ChevronDown } from "lucide-react";
import { createContext, use, useCallback, useMemo, type ReactNode } from "react";
import { useStoredPreference } from "./stored-preference";

/**
 * The editor's collapsible sections and the memory of which ones a staff member closed
 * (docs/decisions/019-visual-editor.md): kept in this browser's localStorage under the staff
 * member's id, so people sharing an office computer each keep their own, and read after hydration —
 * the sections come after the title and content, so a section closing then never moves the text.
 */
export function sectionsStorageKey(userId: string): string {
  return `editor-sections:${userId}`;
}

/** The closed sections in a stored value; anything unreadable counts as none. */
export function closedSections(raw: string | null): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

interface SectionMemory {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}

const SectionsContext = createContext<SectionMemory>({ isOpen: () => true, toggle: () => {} });

/** Sections start open; the ones this staff member closed stay closed on their next visit. */
export function EditorSections({ userId, children }: { userId: string; children: ReactNode }) {
  const key = sectionsStorageKey(userId);
  const [raw, store] = useStoredPreference(key);
  const closed = useMemo(() => closedSections(raw), [raw]);
  const toggle = useCallback(
    (id: string) => {
      const next = new Set(closed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      store(JSON.stringify([...next].sort()));
    },
    [closed, store],
  );
  const memory = useMemo(() => ({ isOpen: (id: string) => !closed.has(id), toggle }), [closed, toggle]);
  return <SectionsContext value={memory}>{children}</SectionsContext>;
}

/**
 * One collapsible part of the editor: a region named by its heading, whose button shows or hides
 * the content (the disclosure pattern). Hidden content stays mounted, so work in progress inside
 * it (an AI draft being written, a chosen file) goes on.
 */
export function EditorSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { isOpen, toggle } = use(SectionsContext);
  const open = isOpen(id);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white">
      <h2 id={`${id}-heading`} className="font-sans text-base font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => toggle(id)}
          className="flex w-full items-center gap-2 rounded-lg px-5 py-4 text-left hover:bg-gray-50"
        >
          {icon}
          {title}
          <ChevronDown aria-hidden="true" className={`ml-auto size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="px-5 pb-5">
        {children}
      </div>
    </section>
  );
}
