import type { TMemberDetail } from '@meridian/protocol';
import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { SectionTitle } from './section-title';

/** Who invited the member, and who invited them, up the chain; each opens their own page. */
export function MemberInviters({ inviters }: { inviters: TMemberDetail['inviters'] }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionTitle>{t('members.inviters')}</SectionTitle>
      {inviters.length === 0 ? (
        <Typography.Text>{t('members.noInviter')}</Typography.Text>
      ) : (
        <Breadcrumb separator="›" items={inviters.map((inviter) => ({ key: inviter.id, title: <Link to={PATHS.member(inviter.id)}>{inviter.username}</Link> }))} />
      )}
    </>
  );
}
