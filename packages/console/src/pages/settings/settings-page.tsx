import { useCan } from '@refinedev/core';
import { Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { PATHS } from '../../config/paths';
import { ContractForm } from './contract-form';
import { CustomerServiceForm } from './customer-service-form';
import { RechargeForm } from './recharge-form';
import { RegisterForm } from './register-form';
import { CompanyForm, FourEyesForm } from './settings-forms';
import { TaskForm } from './task-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawWhitelistForm } from './withdraw-whitelist-form';
import { KycForm } from './kyc-form';

/**
 * Where a part of a setting is edited on a page of its own (contract durations and the interest
 * wallet on the terms page, the support desk's hours and labels on the support page): the
 * settings page links there rather than editing the same thing twice. The link is shown to a role
 * that may open the page.
 */
function EditedElsewhere({ text, resource, to, page }: { text: string; resource: 'terms' | 'support'; to: string; page: string }) {
  const { data: may } = useCan({ resource, action: 'list' });
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      {/* Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1). */}
      {text} {may?.can === true ? <Link to={to} style={{ textDecoration: 'underline' }}>{page}</Link> : <Typography.Text strong>{page}</Typography.Text>}
    </Typography.Paragraph>
  );
}

function WithNote({ note, children }: { note: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      {note}
      {children}
    </Flex>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const onTermsPage = (text: string) => <EditedElsewhere text={text} resource="terms" to={PATHS.terms} page={t('terms.title')} />;
  const onSupportPage = (text: string) => <EditedElsewhere text={text} resource="support" to={PATHS.support} page={t('support.title')} />;
  return (
    <PageFrame title={t('settings.title')}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('settings.hint')}
      </Typography.Paragraph>
      {onTermsPage(t('settings.elsewhere.interest'))}
      <Tabs
        destroyOnHidden
        items={[
          { key: 'fourEyes', label: t('settings.fourEyes'), children: <FourEyesForm /> },
          { key: 'company', label: t('settings.company'), children: <CompanyForm /> },
          { key: 'recharge', label: t('settings.recharge.tab'), children: <RechargeForm /> },
          { key: 'withdraw', label: t('settings.withdraw.tab'), children: <WithdrawForm /> },
          { key: 'withdrawWhitelist', label: t('settings.withdrawWhitelist.tab'), children: <WithdrawWhitelistForm /> },
          { key: 'kyc', label: t('settings.kyc.tab'), children: <KycForm /> },
          { key: 'task', label: t('settings.task.tab'), children: <TaskForm /> },
          { key: 'contract', label: t('settings.contract.tab'), children: <WithNote note={onTermsPage(t('settings.elsewhere.durations'))}><ContractForm /></WithNote> },
          { key: 'customerService', label: t('settings.customerService.tab'), children: <WithNote note={onSupportPage(t('settings.elsewhere.support'))}><CustomerServiceForm /></WithNote> },
          { key: 'register', label: t('settings.register.tab'), children: <RegisterForm /> },
        ]}
      />
    </PageFrame>
  );
}
