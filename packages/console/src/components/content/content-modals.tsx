import { Form, Modal, type FormProps, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

/** What useContentModal gives the dialog it drives. */
interface ContentDialog<Values> {
  modalProps: ModalProps;
  formProps: FormProps<Values>;
}

interface ContentModalsProps<Values> {
  /** The form's name (its fields' ids): `<name>` to add, `<name>-edit` to change. */
  name: string;
  create: ContentDialog<Values>;
  edit: ContentDialog<Values>;
  /** The form's fields, to add (`editing` false) or to change an item. */
  fields: (editing: boolean) => ReactNode;
}

/** A content screen's two dialogs, to add an item and to change one (use-content-modal.ts), each with its form. */
export function ContentModals<Values>({ name, create, edit, fields }: ContentModalsProps<Values>) {
  return (
    <>
      <Modal {...create.modalProps}>
        <Form<Values> name={name} {...create.formProps}>
          {fields(false)}
        </Form>
      </Modal>
      <Modal {...edit.modalProps}>
        <Form<Values> name={`${name}-edit`} {...edit.formProps}>
          {fields(true)}
        </Form>
      </Modal>
    </>
  );
}
