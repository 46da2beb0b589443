import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useTwoStep } from '../api/get-two-step';

/** On or off, on the security centre's row. */
export function TwoStepStatus() {
  const { t } = useTranslation();
  const { data } = useTwoStep();
  if (data === undefined) return null;
  return (
    <Tag color={data.enabled ? 'success' : 'default'} fill="outline">
      {data.enabled ? t('security.on') : t('security.off')}
    </Tag>
  );
}
