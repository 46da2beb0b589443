import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A list's search by days, either end open; the search sends them with lib/day-range.ts. The days
 * are the platform's (UTC), as the dashboard's "today" is, and the label says so.
 */
export function DayRangeField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="created" label={t('dayRange.label')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('dayRange.from'), t('dayRange.to')]} />
    </Form.Item>
  );
}
