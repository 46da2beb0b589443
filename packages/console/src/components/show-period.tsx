import { DatePicker, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format-time';
import { periodStage, type ShowPeriod } from '../lib/show-period';
import { ToneTag } from './tone-tag';

/** The form's "shown from – until" (name `period`), either end empty: lib/show-period.ts sends it. */
export function ShowPeriodField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="period" label={t('content.period')} extra={t('content.periodHint')}>
      <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={[t('content.fromNow'), t('content.noEnd')]} />
    </Form.Item>
  );
}

const TONES = { scheduled: 'waiting', showing: 'positive', ended: 'neutral' } as const;

/** A list's cell: whether members see it now (scheduled, shown, ended), and its dates. */
export function ShowPeriodCell({ period }: { period: ShowPeriod }) {
  const { t } = useTranslation();
  const stage = periodStage(period, Date.now());
  return (
    <>
      <ToneTag tone={TONES[stage]}>{t(`content.stages.${stage}`)}</ToneTag>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {period.startsAt === null ? t('content.fromNow') : formatTime(period.startsAt)} – {period.endsAt === null ? t('content.noEnd') : formatTime(period.endsAt)}
      </Typography.Text>
    </>
  );
}
