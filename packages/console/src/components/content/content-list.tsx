import { List } from '@refinedev/antd';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { RefusalAlert } from '../refusal-alert';

interface ContentListProps {
  resource: string;
  title: string;
  /** The list's own buttons (refine's CreateButton, which hides itself from a role that may not). */
  actions?: ReactNode;
  /** The list's read, to say a refusal and try again. */
  read: { isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A content screen: refine's List, headed by the page's one h1, its refusal when the read was refused, then the list. */
export function ContentList({ resource, title, actions, read, children }: ContentListProps) {
  return (
    <List
      resource={resource}
      breadcrumb={false}
      canCreate={false}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      headerButtons={actions}
      contentProps={{ style: { display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      {read.isError ? <RefusalAlert error={read.error} onRetry={() => void read.refetch()} /> : null}
      {children}
    </List>
  );
}
