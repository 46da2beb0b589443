import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * Labelled lines of what an operator checks before deciding: the label in the operator's
 * language, the value as the member or the order gave it. Addresses and transaction ids are long
 * unbroken strings: they may break anywhere, where words break between words.
 */
export function FactList({ children }: { children: ReactNode }) {
  return <dl style={{ margin: 0 }}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <dt style={{ flex: 'none' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}
