import type { ReactNode } from "react";

/** The white box that groups one concern of a staff or portal screen. */
export const PANEL_CLASS = "rounded-lg border border-gray-200 bg-white p-5";

/**
 * A panel: a region named by its heading (an h2), so screen readers list it among the page's
 * landmarks and the heading reads as the panel's title.
 */
export function Panel({ id, title, size = "lg", className, children }: { id: string; title: ReactNode; size?: "lg" | "xl"; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className ? `${PANEL_CLASS} ${className}` : PANEL_CLASS}>
      <h2 id={id} className={size === "xl" ? "font-sans text-xl font-bold" : "font-sans text-lg font-bold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
