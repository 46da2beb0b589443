import { Typography } from 'antd';

/** One part of the member page (profile, inviters, bank cards, …): an h2 under the page's h1. */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0 0' }}>
      {children}
    </Typography.Title>
  );
}
