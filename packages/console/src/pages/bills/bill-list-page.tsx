import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillTable, useBillHistory } from '../../components/bills/bill-table';
import { DayRangeField } from '../../components/day-range-field';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListSearchForm } from '../../components/list-search-form';
import { MemberFilterField } from '../../components/member-filter-field';
import { PageFrame } from '../../components/page-frame';
import { billTypeOptions } from '../../lib/bill-type';

export default function BillListPage() {
  const { t } = useTranslation();
  const table = useBillHistory();

  return (
    <PageFrame title={t('bills.title')} actions={<ExportCsvButton list="bills" filters={table.filters} disabled={table.tableQuery.isError} />}>
      <ListSearchForm formProps={table.searchFormProps}>
        <MemberFilterField />
        <Form.Item name="type" label={t('bills.type')}>
          <Select allowClear placeholder={t('bills.allTypes')} style={{ width: 180 }} options={billTypeOptions(t)} />
        </Form.Item>
        <DayRangeField />
      </ListSearchForm>
      <BillTable table={table} />
    </PageFrame>
  );
}
