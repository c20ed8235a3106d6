import type { ReactNode } from "react";

/**
 * The frame of a staff list: a white box that scrolls sideways on a narrow screen (WCAG 1.4.10:
 * the table scrolls inside its box, the page does not) around a full-width table. Children are the
 * table's thead and tbody.
 */
export function StaffTable({ className, labelledBy, children }: { className?: string; labelledBy?: string; children: ReactNode }) {
  return (
    <div className={`relative overflow-x-auto rounded-lg border border-gray-200 bg-white${className ? ` ${className}` : ""}`}>
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        {children}
      </table>
    </div>
  );
}
