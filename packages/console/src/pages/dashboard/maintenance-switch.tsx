import { useCustomMutation } from '@refinedev/core';
import { App, Button, Flex, Input, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { changeCall } from '../../api/admin-call';

/** The command's limit on the message (maintenance's schema). */
const MESSAGE_MAX = 500;

interface MaintenanceSwitchProps {
  on: boolean;
  message: string | null;
  onChanged: () => void;
}

/**
 * Maintenance for members (PUT /admin/maintenance `{on, message}`): the message is what members
 * read while it is on. Switching on asks first, since every member is shut out at once.
 */
export function MaintenanceSwitch({ on, message, onChanged }: MaintenanceSwitchProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const messageId = useId();
  const [draft, setDraft] = useState(message ?? '');
  const { mutate, mutation } = useCustomMutation();

  const put = (nextOn: boolean) =>
    new Promise<void>((resolve) => {
      mutate(
        { ...changeCall('maintenance', { on: nextOn, message: nextOn ? draft.trim() : '' }), successNotification: doneNotification, errorNotification: refusalNotification },
        { onSuccess: onChanged, onSettled: () => { resolve(); } },
      );
    });

  const switchTo = (nextOn: boolean) => {
    if (!nextOn) {
      void put(false);
      return;
    }
    modal.confirm({
      title: t('dashboard.maintenanceSwitchOn'),
      content: draft.trim() === '' ? t('dashboard.maintenanceConfirmNoMessage') : t('dashboard.maintenanceConfirm', { message: draft.trim() }),
      okText: t('dashboard.maintenanceSwitchOn'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => put(true),
    });
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <label htmlFor={messageId}>{t('dashboard.maintenanceMessage')}</label>
      <Input.TextArea id={messageId} rows={2} maxLength={MESSAGE_MAX} value={draft} onChange={(event) => { setDraft(event.target.value); }} />
      <Flex gap={8} align="center" wrap>
        <Switch checked={on} loading={mutation.isPending} onChange={switchTo} aria-label={t('dashboard.maintenanceSwitch')} />
        <Typography.Text>{t('dashboard.maintenanceSwitch')}</Typography.Text>
        {on ? (
          <Button size="small" loading={mutation.isPending} onClick={() => void put(true)}>
            {t('dashboard.maintenanceUpdate')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
