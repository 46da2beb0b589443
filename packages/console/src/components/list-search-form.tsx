import { Button, Form, Space, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListSearchFormProps<T> {
  /** useTable's searchFormProps: submitting sets the list's filters. */
  formProps: FormProps<T>;
  children: ReactNode;
}

/** The filters above a list, in one row, with Search and Reset. */
export function ListSearchForm<T>({ formProps, children }: ListSearchFormProps<T>) {
  const { t } = useTranslation();
  return (
    <Form<T> {...formProps} layout="inline" role="search">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              formProps.form?.resetFields();
              formProps.form?.submit();
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
