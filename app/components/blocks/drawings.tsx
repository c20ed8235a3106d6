import { createContext, useContext, type JSX } from "react";
import type { IllustrationName } from "~/content/blocks";

/** A drawing of components/services/illustrations/. */
export type Drawing = (props: { label?: string }) => JSX.Element;

/** The drawings a page uses, by name: a page passes only its own, so its bundle holds no others. */
export type PageDrawings = Partial<Record<IllustrationName, Drawing>>;

export const DrawingsContext = createContext<PageDrawings>({});

/** The page's drawing of this name; `label` replaces its own description. */
export function PageDrawing({ name, label }: { name: IllustrationName; label?: string }) {
  const Component = useContext(DrawingsContext)[name];
  if (!Component) throw new Error(`No drawing "${name}" was passed to <Blocks drawings>`);
  return <Component label={label} />;
}
