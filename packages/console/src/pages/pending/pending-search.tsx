import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSearchForm } from '../../components/list-search-form';
import { MemberFilterField } from '../../components/member-filter-field';
import type { PendingSearch } from './use-pending-queue';

const KINDS = ['recharge', 'withdrawal'] as const;

/** The queue's filters: a member (username or id) and a kind of order. */
export function PendingSearchForm({ onSearch }: { onSearch: (search: PendingSearch) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PendingSearch>();
  return (
    <ListSearchForm<PendingSearch>
      formProps={{
        form,
        onFinish: ({ member, kind }) => {
          onSearch({ member: member === undefined || member === '' ? undefined : member, kind });
        },
      }}
    >
      <Form.Item name="kind" label={t('pending.kind')}>
        <Select allowClear placeholder={t('pending.allKinds')} style={{ width: 160 }} options={KINDS.map((kind) => ({ value: kind, label: t(`pending.kinds.${kind}`) }))} />
      </Form.Item>
      <MemberFilterField />
    </ListSearchForm>
  );
}
