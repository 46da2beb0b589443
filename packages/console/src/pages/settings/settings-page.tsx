import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { JsonSettingEditor } from './json-setting-editor';
import { CompanyForm, FourEyesForm } from './settings-forms';

/** The settings with a JSON editor for now; each gets a form of its own next. */
const JSON_SETTINGS = ['recharge', 'withdraw', 'withdrawWhitelist', 'task', 'contract', 'interest', 'customerService', 'register'] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('settings.title')}>
      <Typography.Paragraph type="secondary">{t('settings.hint')}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'fourEyes', label: t('settings.fourEyes'), children: <FourEyesForm /> },
          { key: 'company', label: t('settings.company'), children: <CompanyForm /> },
          ...JSON_SETTINGS.map((key) => ({ key, label: key, children: <JsonSettingEditor settingKey={key} /> })),
        ]}
      />
    </PageFrame>
  );
}
