import { Badge } from 'antd';
import type { ReactNode } from 'react';

/**
 * A sider entry's icon with a count as a badge (on the icon, so it shows in the collapsed sider
 * too), and the count said in words for screen readers: the badge's number alone would say
 * nothing. antd's Menu gives its icon a class name.
 */
export function CountMenuIcon({ className, icon, count, label }: { className?: string | undefined; icon: ReactNode; count: number; label: string }) {
  return (
    <span className={className} style={{ display: 'inline-flex' }}>
      <span aria-hidden>
        <Badge count={count} size="small" offset={[4, -2]} overflowCount={99} title={label}>
          {icon}
        </Badge>
      </span>
      {count > 0 ? <span style={VISUALLY_HIDDEN}>{label}</span> : null}
    </span>
  );
}

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
