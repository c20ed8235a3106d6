import { FieldError } from "~/components/ui/field";
import { Info, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useId, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { placeholder, type DoubledWord } from "~/domain/placeholders";
import type { ContentSurfaceProps } from "./content-surface";
import { MarkdownField } from "./markdown-field";
import { useStoredPreference } from "./stored-preference";

// Its own chunk, fetched only when a writer uses it: the editor library never reaches other pages.
const VisualEditor = lazy(() => import("./visual-editor"));

export type ContentMode = "visual" | "markdown";

/** Where the content mode a staff member chose is kept (docs/decisions/019-visual-editor.md). */
export function contentModeStorageKey(userId: string): string {
  return `editor-content-mode:${userId}`;
}

/** The mode in a stored value; a writer who never chose writes on the page. */
export function contentMode(raw: string | null): ContentMode {
  return raw === "markdown" ? "markdown" : "visual";
}

/**
 * The post's content: written in the visual editor or as markdown, the writer's choice, remembered
 * per staff member in this browser. Both store markdown in the same field. Below it, the placeholders
 * the publish guard would refuse, listed live.
 */
export function ContentField({
  userId,
  id,
  value,
  onChange,
  readNow,
  error,
  photos,
  placeholderGroups,
  sampleValues,
  unknownPlaceholders,
  meantPlaceholders,
  onRenamePlaceholder,
  perTownPlaceholders,
  doubledWords,
}: Omit<ContentSurfaceProps, "labelId" | "describedBy" | "invalid"> & {
  userId: string;
  error?: string;
  /** Names no page can fill: the publish guard refuses them. */
  unknownPlaceholders: string[];
  /** For an unknown name, the known one it most likely means (`city` → `locationName`). */
  meantPlaceholders: Record<string, string>;
  /** Writes every `{{from}}` of the post as `{{to}}`. */
  onRenamePlaceholder: (from: string, to: string) => void;
  /** A template's location names: filled per town when it is cloned (docs/decisions/013-publishing.md). */
  perTownPlaceholders: string[];
  doubledWords: DoubledWord[];
}) {
  const [raw, store] = useStoredPreference(contentModeStorageKey(userId));
  const mode = contentMode(raw);
  // The visual editor runs in the browser only: the server's page holds its place until hydration.
  const hydrated = useHydrated();
  const uid = useId();
  const labelId = `${uid}-label`;
  const unknownId = `${uid}-unknown`;
  const perTownId = `${uid}-per-town`;
  const doubledId = `${uid}-doubled`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const surface: ContentSurfaceProps = {
    id,
    labelId,
    describedBy: [
      hintId,
      unknownPlaceholders.length ? unknownId : null,
      perTownPlaceholders.length ? perTownId : null,
      doubledWords.length ? doubledId : null,
      error ? errorId : null,
    ]
      .filter(Boolean)
      .join(" "),
    invalid: Boolean(error),
    value,
    onChange,
    readNow,
    photos,
    placeholderGroups,
    sampleValues,
  };

  return (
    <div>
      <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
        <label id={labelId} htmlFor={mode === "markdown" ? id : undefined} className="block text-sm font-semibold text-ink">
          Content{" "}
          <span className="font-normal text-muted">
            {mode === "markdown" ? "(formatting is stored as markdown; " : "("}placeholders like {"{{businessName}}"} are replaced)
          </span>
        </label>
        <button
          type="button"
          className={buttonClass("outline", "sm", "py-1")}
          aria-pressed={mode === "markdown"}
          title={mode === "markdown" ? "Back to writing on the page" : "Write the markdown itself"}
          onClick={() => store(mode === "markdown" ? "visual" : "markdown")}
        >
          Markdown
        </button>
      </div>
      {mode === "markdown" ? (
        <MarkdownField {...surface} />
      ) : hydrated ? (
        <Suspense fallback={<EditorLoading />}>
          <VisualEditor {...surface} />
        </Suspense>
      ) : (
        <EditorLoading />
      )}
      <p id={hintId} className="mt-1 text-xs text-muted">
        {mode === "markdown"
          ? "Select text and use the toolbar, or Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+2 heading, Ctrl+Shift+8 list (⌘ on a Mac)."
          : "Write as on the page. Select text and use the toolbar, or Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+2 heading, Ctrl+Shift+8 list (⌘ on a Mac); typing “## ” or “- ” at the start of a line works too. Drop or paste a photo into the text to add it."}
      </p>
      <div aria-live="polite">
        {unknownPlaceholders.length ? (
          <FieldNote id={unknownId} testId="unknown-placeholders" tone="warning">
            <UnknownPlaceholders
              names={unknownPlaceholders}
              meant={meantPlaceholders}
              sampleValues={sampleValues}
              onRename={(from, to) => {
                onRenamePlaceholder(from, to);
                // The button goes with the name it replaced: the writer is taken back to the text, not to the page's top.
                document.getElementById(id)?.focus();
              }}
            />
          </FieldNote>
        ) : null}
        {perTownPlaceholders.length ? (
          <FieldNote id={perTownId} testId="per-town-placeholders" tone="info">
            <span>
              Filled per town when cloned: {perTownPlaceholders.map(placeholder).join(", ")}. This is a template: clone it to the towns
              instead of publishing it.
            </span>
          </FieldNote>
        ) : null}
        {doubledWords.length ? (
          <FieldNote id={doubledId} testId="doubled-words" tone="warning">
            <ul>
              {doubledWords.map((d) => (
                <li key={`${d.name}-${d.word}`}>
                  “{placeholder(d.name)} {d.word}” reads “{d.reads}”: {placeholder(d.name)} already ends with “{d.word}”.
                </li>
              ))}
            </ul>
          </FieldNote>
        ) : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * Placeholders no page can fill. A name close to a known one is most likely that one misspelled or
 * said in other words (`{{city}}`): one click writes the known name everywhere in the post. Only a
 * name close to none may be a new library variable (docs/decisions/019-visual-editor.md).
 */
function UnknownPlaceholders({
  names,
  meant,
  sampleValues,
  onRename,
}: {
  names: string[];
  meant: Record<string, string>;
  sampleValues: Record<string, string>;
  onRename: (from: string, to: string) => void;
}) {
  const unmatched = names.filter((n) => !meant[n]);
  return (
    <div className="space-y-2">
      <p>This post cannot be published yet:</p>
      <ul className="space-y-2">
        {names
          .filter((n) => meant[n])
          .map((name) => {
            const to = meant[name]!;
            const value = sampleValues[to];
            return (
              <li key={name} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>
                  {placeholder(name)} is not defined. Did you mean {placeholder(to)}
                  {value ? ` (“${value}” here)` : ""}?
                </span>
                <button type="button" className={buttonClass("outline", "sm", "py-0.5")} onClick={() => onRename(name, to)}>
                  Replace {placeholder(name)} with {placeholder(to)}
                </button>
              </li>
            );
          })}
        {unmatched.length ? (
          <li>
            {unmatched.map(placeholder).join(", ")} {unmatched.length === 1 ? "is" : "are"} not defined. Fix the spelling or add{" "}
            {unmatched.length === 1 ? "it" : "them"} in the Variable Manager.
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function EditorLoading() {
  return (
    <p className="flex min-h-80 items-center justify-center rounded-md border border-gray-300 bg-gray-50 text-sm text-muted" role="status">
      Loading the editor…
    </p>
  );
}

/** A line under the field about its placeholders: a warning (publishing is refused) or a note. */
function FieldNote({ id, testId, tone, children }: { id: string; testId: string; tone: "warning" | "info"; children: ReactNode }) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  const colours = tone === "warning" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-brand-200 bg-brand-50 text-brand-900";
  return (
    <div id={id} className={`mt-2 flex gap-2 rounded-md border p-2 text-sm ${colours}`} data-testid={testId}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </div>
  );
}
