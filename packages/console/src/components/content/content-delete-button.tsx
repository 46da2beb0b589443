import { DeleteButton } from '@refinedev/antd';
import type { BaseKey, MetaQuery } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';

interface ContentDeleteButtonProps {
  /** refine's resource: the button hides itself from a role that may not `delete` it. */
  resource: string;
  recordItemId: BaseKey;
  /** The button's text, and the confirmation's. */
  label: string;
  /** The question the confirmation asks. */
  question: string;
  /** The contract's command (`meta.command`) or query (`meta.query`) when not the resource's DELETE route. */
  meta?: MetaQuery;
  /** After the removal is done (refine reloads the resource's list itself). */
  onRemoved?: () => void;
}

/**
 * refine's DeleteButton for a content row: asks first, then "Done" with the server's sentence or
 * the refusal in the notification, and a removal four eyes holds said so.
 */
export function ContentDeleteButton({ resource, recordItemId, label, question, meta, onRemoved }: ContentDeleteButtonProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return (
    <DeleteButton
      size="small"
      resource={resource}
      recordItemId={recordItemId}
      meta={meta}
      confirmTitle={question}
      confirmOkText={label}
      confirmCancelText={t('common.cancel')}
      successNotification={doneUnlessHeld}
      errorNotification={refusalNotification}
      onSuccess={(answer) => {
        const held = heldNotice(answer);
        if (held !== null) notification.warning(held);
        onRemoved?.();
      }}
    >
      {label}
    </DeleteButton>
  );
}
