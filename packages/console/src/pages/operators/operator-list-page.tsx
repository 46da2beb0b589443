import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { CanAccess, useUpdate } from '@refinedev/core';
import { App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOperatorItem, TOperatorRole } from '@meridian/protocol';
import { PageFrame } from '../../components/page-frame';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { AddOperatorModal } from './add-operator-modal';
import { ChangeRoleModal } from './change-role-modal';
import { SignInResets } from './sign-in-resets';
import { useListPager } from '../../components/list-pager';

export default function OperatorListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [isAdding, setAdding] = useState(false);
  const [changingRole, setChangingRole] = useState<TOperatorItem | null>(null);
  const { tableProps, sorters, tableQuery } = useListPager(useTable<TOperatorItem>({
    resource: 'operators',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'username', order: 'asc' }] },
    errorNotification: false,
  }));
  const { mutate: update } = useUpdate();

  const confirmDisabled = (operator: TOperatorItem, disabled: boolean) => {
    modal.confirm({
      title: disabled ? t('operators.disable') : t('operators.enable'),
      content: disabled ? t('operators.disableConfirm', { username: operator.username }) : t('operators.enableConfirm', { username: operator.username }),
      okText: disabled ? t('operators.disable') : t('operators.enable'),
      okButtonProps: { danger: disabled },
      cancelText: t('common.cancel'),
      onOk: () =>
        new Promise<void>((resolve) => {
          update(
            { resource: 'operators', id: operator.username, values: { disabled }, successNotification: doneNotification, errorNotification: refusalNotification },
            { onSettled: () => { resolve(); } },
          );
        }),
    });
  };

  return (
    <PageFrame
      title={t('operators.title')}
      actions={
        <CanAccess resource="operators" action="create">
          <Button type="primary" onClick={() => { setAdding(true); }}>
            {t('operators.add')}
          </Button>
        </CanAccess>
      }
    >
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <Table<TOperatorItem> {...tableProps} rowKey="username" size="middle">
        <Table.Column<TOperatorItem> dataIndex="username" title={t('common.username')} sorter defaultSortOrder={getDefaultSortOrder('username', sorters)} />
        <Table.Column<TOperatorItem> dataIndex="role" title={t('operators.role')} render={(role: TOperatorRole) => t(`roles.${role}`)} />
        <Table.Column<TOperatorItem>
          dataIndex="disabled"
          title={t('operators.state')}
          render={(disabled: boolean) => <ToneTag tone={disabled ? 'negative' : 'positive'}>{disabled ? t('operators.disabled') : t('operators.active')}</ToneTag>}
        />
        <Table.Column<TOperatorItem>
          dataIndex="enrolled"
          title={t('operators.authenticator')}
          render={(enrolled: boolean) => (enrolled ? t('operators.enrolled') : t('operators.notEnrolled'))}
        />
        <Table.Column<TOperatorItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
        <Table.Column<TOperatorItem>
          dataIndex="lastLoginAt"
          title={t('operators.lastLoginAt')}
          render={(time: string | null) => (time === null ? t('operators.never') : formatTime(time))}
        />
        <Table.Column<TOperatorItem>
          key="actions"
          title={t('common.actions')}
          render={(_value, operator) => (
            <Space wrap>
              <CanAccess resource="operators" action="edit">
                <Button size="small" onClick={() => { setChangingRole(operator); }}>
                  {t('operators.changeRole')}
                </Button>
                <Button size="small" danger={!operator.disabled} onClick={() => { confirmDisabled(operator, !operator.disabled); }}>
                  {operator.disabled ? t('operators.enable') : t('operators.disable')}
                </Button>
              </CanAccess>
              <SignInResets operator={operator} onReset={() => void tableQuery.refetch()} />
            </Space>
          )}
        />
      </Table>
      <AddOperatorModal open={isAdding} onClose={() => { setAdding(false); }} />
      <ChangeRoleModal operator={changingRole} onClose={() => { setChangingRole(null); }} />
    </PageFrame>
  );
}
