import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside antd's `.ant-table-content`, which a keyboard cannot reach
 * (WCAG 2.1.1; axe's scrollable-region-focusable). antd offers no prop for that element, so this
 * makes each one under it a named, focusable region after every render: arrow keys then scroll it.
 */
export function KeyboardScrollable({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of frame.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  return <div ref={frame}>{children}</div>;
}
