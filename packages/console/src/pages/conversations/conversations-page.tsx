import { CONVERSATION_STATUSES } from '@meridian/protocol';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Badge, Button, Empty, Flex, Form, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchForm } from '../../components/list-search-form';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { formatTime } from '../../lib/format-time';
import { useWideScreen } from '../../lib/use-wide-screen';
import { refreshSupportUnread, useSupportPush, type ConversationItem } from '../../live/support-store';
import { ConversationView } from './conversation-view';
import { useListPager } from '../../components/list-pager';

type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
const STATUSES = CONVERSATION_STATUSES;
const DEFAULT_STATUS: ConversationStatus = 'open';

interface ConversationSearch {
  status?: ConversationStatus | null;
}

/**
 * Members' conversations with support (docs/console-api.md, "Support conversations"): the list on
 * the left (open ones first shown), the chosen conversation on the right; side by side from
 * 1280 px, one above the other below that. A member's message heard on the live channel refetches
 * the list, and the open conversation shows it at once (ConversationView).
 */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [selected, setSelected] = useState<number | null>(null);
  const { tableProps, searchFormProps, tableQuery } = useListPager(useTable<ConversationItem, HttpError, ConversationSearch>({
    resource: 'conversations',
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { initial: [{ field: 'status', operator: 'eq', value: DEFAULT_STATUS }] },
    errorNotification: false,
    // Cleared, the select means every status.
    onSearch: ({ status }) => [{ field: 'status', operator: 'eq', value: status ?? undefined }],
  }));
  const refetchList = () => void tableQuery.refetch();
  useSupportPush(refetchList);
  const statusLabel = (status: ConversationStatus) => t(`conversations.statuses.${status}`);

  const list = (
    <Flex vertical gap={16} style={wide ? { flex: '0 0 560px', minWidth: 0 } : undefined}>
      <ListSearchForm formProps={{ ...searchFormProps, initialValues: { status: DEFAULT_STATUS } }}>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.allStatuses')} style={{ width: 140 }} options={STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))} />
        </Form.Item>
      </ListSearchForm>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={refetchList} /> : null}
      <Table<ConversationItem>
        {...tableProps}
        rowKey="id"
        size="small"
        rowClassName={(row) => (row.id === selected ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => { setSelected(row.id); }, style: { cursor: 'pointer' } })}
      >
        <Table.Column<ConversationItem>
          dataIndex="username"
          title={t('common.member')}
          render={(username: string, row) => (
            <Space size={8}>
              <Button type="link" size="small" style={{ padding: 0 }} aria-current={row.id === selected ? 'true' : undefined} onClick={(event) => { event.stopPropagation(); setSelected(row.id); }}>
                {username}
              </Button>
              {row.supportUnread > 0 ? <Badge count={row.supportUnread} size="small" overflowCount={99} title={t('conversations.unread', { count: row.supportUnread })} /> : null}
            </Space>
          )}
        />
        <Table.Column<ConversationItem> dataIndex="assignedTo" title={t('conversations.assignedTo')} render={(name: string | null) => name ?? <Typography.Text type="secondary">{t('conversations.unassigned')}</Typography.Text>} />
        <Table.Column<ConversationItem> dataIndex="lastMessageAt" title={t('conversations.lastMessageAt')} render={(time: string) => formatTime(time)} />
        <Table.Column<ConversationItem> dataIndex="status" title={t('common.status')} render={(status: ConversationStatus) => <ToneTag tone={status === 'open' ? 'info' : 'neutral'}>{statusLabel(status)}</ToneTag>} />
      </Table>
    </Flex>
  );

  const pane = (
    <div style={wide ? { flex: '1 1 0', minWidth: 0 } : undefined}>
      {selected === null ? (
        <Empty description={t('conversations.choose')} />
      ) : (
        <ConversationView
          key={selected}
          id={selected}
          onChanged={() => {
            refetchList();
            void refreshSupportUnread();
          }}
        />
      )}
    </div>
  );

  return (
    <PageFrame title={t('conversations.title')}>
      <Flex vertical={!wide} gap={24} align={wide ? 'flex-start' : 'stretch'} style={{ width: '100%' }}>
        {list}
        {pane}
      </Flex>
    </PageFrame>
  );
}
