import { useModalForm } from '@refinedev/antd';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import type { AdminRequestBody, AdminRouteName, AppLanguage } from '@meridian/protocol';
import { App, type FormInstance, type FormProps, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';

export interface ContentModalOptions<Row, Values, Name extends AdminRouteName> {
  resource: string;
  action: 'create' | 'edit';
  /** The command the dialog runs: its route (data-provider.ts, changeRequest) and what its body is (the contract's AdminRequestBody). */
  command: Name;
  /** The list's rows: an edit opens on the row's values, since the admin API reads no single item. */
  rows: readonly Row[];
  rowKey: (row: Row) => BaseKey;
  /** The form's values: a new item's (no row), or the row's, in the language it opens in. */
  valuesOf: (row: Row | undefined) => Partial<Values>;
  /** A row's texts in another language, shown when the operator picks that language to translate. */
  textsIn?: (row: Row, language: AppLanguage) => Partial<Values>;
  bodyOf: (values: Values, row: Row | undefined) => AdminRequestBody<Name>;
  title: (row: Row | undefined) => ReactNode;
  okText?: string;
  width?: number;
  /** After a change is done (the list reloads itself: refine invalidates it). */
  onSaved?: () => void;
}

/**
 * refine's useModalForm for a content screen's create or edit: the data provider's create or
 * update at its command's route, "Done" with the server's sentence or the
 * refusal in the notification, a change four eyes holds said so, and the form's values made the
 * command's fields on the way out.
 */
export function useContentModal<Row extends BaseRecord, Values, Name extends AdminRouteName>(options: ContentModalOptions<Row, Values, Name>) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { resource, action, rows, rowKey, valuesOf, textsIn, bodyOf, command, onSaved } = options;
  const modal = useModalForm<Row, HttpError, AdminRequestBody<Name>>({
    resource,
    action,
    redirect: false,
    // The row is the record: there is no GET of one item to ask.
    queryOptions: { enabled: false },
    mutationMeta: { command },
    successNotification: doneUnlessHeld,
    errorNotification: refusalNotification,
    onMutationSuccess: (answer) => {
      const held = heldNotice(answer);
      if (held !== null) notification.warning(held);
      onSaved?.();
    },
  });
  const row = modal.id === undefined ? undefined : rows.find((candidate) => rowKey(candidate) === modal.id);
  // One form instance for refine's hook and the page's typed form: refine types it by what is sent.
  const form = modal.form as unknown as FormInstance<Values>;
  const formProps: FormProps<Values> = {
    form,
    layout: 'vertical',
    requiredMark: false,
    initialValues: valuesOf(row),
    onValuesChange: (changed: Partial<Values> & { language?: AppLanguage }) => {
      if (changed.language !== undefined && row !== undefined && textsIn !== undefined) form.setFieldsValue(textsIn(row, changed.language) as Parameters<typeof form.setFieldsValue>[0]);
    },
    onFinish: (values) => {
      // A refusal keeps the dialog open; the notification has said why.
      modal.onFinish(bodyOf(values, row)).then(modal.close, () => undefined);
    },
  };
  const modalProps: ModalProps = {
    ...modal.modalProps,
    title: options.title(row),
    okText: options.okText ?? t('buttons.save'),
    cancelText: t('common.cancel'),
    width: options.width ?? 520,
    // A closed dialog is not drawn: a screen's create and edit dialogs are never both in the page.
    forceRender: false,
    destroyOnHidden: true,
  };
  return { show: modal.show, row, formProps, modalProps };
}
