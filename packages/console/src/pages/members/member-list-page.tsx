import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { DatePicker, Form, Input, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberItem } from '@meridian/protocol';
import { ListSearchForm } from '../../components/list-search-form';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { PATHS } from '../../config/paths';
import { eqFilters } from '../../lib/eq-filters';
import { formatTime } from '../../lib/format-time';
import { useListPager } from '../../components/list-pager';

interface MemberSearch {
  q?: string;
  registered?: [Dayjs | null, Dayjs | null] | null;
}

/** The contract's dates are ISO dates (docs/console-api.md, members filters). */
const ISO_DATE = 'YYYY-MM-DD';

export default function MemberListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, sorters, tableQuery } = useListPager(useTable<TMemberItem, HttpError, MemberSearch>({
    resource: 'members',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'registeredAt', order: 'desc' }] },
    errorNotification: false,
    onSearch: ({ q, registered }) =>
      eqFilters({ q, registeredFrom: registered?.[0]?.format(ISO_DATE), registeredTo: registered?.[1]?.format(ISO_DATE) }),
  }));

  return (
    <PageFrame title={t('members.title')}>
      <ListSearchForm formProps={searchFormProps}>
        <Form.Item name="q" label={t('members.search')}>
          <Input placeholder={t('members.searchPlaceholder')} style={{ width: 320 }} allowClear />
        </Form.Item>
        <Form.Item name="registered" label={t('members.registeredRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('members.registeredFrom'), t('members.registeredTo')]} />
        </Form.Item>
      </ListSearchForm>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('members.title')}>
        <Table<TMemberItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1100 }}>
          <Table.Column<TMemberItem> dataIndex="id" title={t('members.id')} sorter defaultSortOrder={getDefaultSortOrder('id', sorters)} />
          <Table.Column<TMemberItem>
            dataIndex="username"
            title={t('common.username')}
            sorter
            defaultSortOrder={getDefaultSortOrder('username', sorters)}
            render={(username: string, member) => <Link to={PATHS.member(member.id)}>{username}</Link>}
          />
          <Table.Column<TMemberItem> dataIndex="mobile" title={t('members.mobile')} />
          <Table.Column<TMemberItem> dataIndex="email" title={t('members.email')} />
          <Table.Column<TMemberItem> dataIndex="inviteCode" title={t('members.inviteCode')} />
          <Table.Column<TMemberItem> dataIndex="balance" title={t('members.balance')} align="right" />
          <Table.Column<TMemberItem> dataIndex="frozen" title={t('members.frozen')} align="right" />
          <Table.Column<TMemberItem>
            dataIndex="registeredAt"
            title={t('members.registeredAt')}
            sorter
            defaultSortOrder={getDefaultSortOrder('registeredAt', sorters)}
            render={(registeredAt: string) => formatTime(registeredAt)}
          />
          <Table.Column<TMemberItem>
            key="restrictions"
            title={t('members.restrictions')}
            render={(_value, member) => (
              <Space size={4} wrap>
                {member.loginFrozen ? <ToneTag tone="negative">{t('members.loginFrozen')}</ToneTag> : null}
                {member.withdrawFrozen ? <ToneTag tone="waiting">{t('members.withdrawFrozen')}</ToneTag> : null}
              </Space>
            )}
          />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
