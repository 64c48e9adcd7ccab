import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a narrow screen: a named group that takes the focus,
 * so a keyboard can scroll it too (axe: scrollable-region-focusable). A group, not a region: the
 * section around it is already the landmark of that name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
