import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: ReactNode;
  /** Buttons beside the title (the page's own actions). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every page: one h1 naming it, its actions, then its content. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {actions === undefined ? null : <Space wrap>{actions}</Space>}
      </Flex>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </Card>
  );
}
