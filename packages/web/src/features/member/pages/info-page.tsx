import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { copyText } from '../../../lib/clipboard';
import { formatDateTime } from '../../../lib/time';
import { useMemberInfo } from '../api/get-member-info';
import { MemberAvatar } from '../components/member-avatar';
import styles from './member-pages.module.css';

/** my/info: the member's account as the server knows it (spec section 3). */
export function InfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberInfo();
  const notSet = t('member.notSet');

  return (
    <Page title={t('titles.info')}>
      <Loaded query={member}>
        {(data) => (
          <>
            <Card>
              <div className={styles.identity}>
                <MemberAvatar src={data.avatar} size={64} />
                <div>
                  <div className={styles.name}>{data.nickname || data.username}</div>
                  <div className={styles.sub}>{t('member.idValue', { id: data.id })}</div>
                </div>
              </div>
            </Card>
            <Card flush>
              <List>
                <List.Item extra={data.id}>{t('member.id')}</List.Item>
                <List.Item extra={data.username}>{t('member.username')}</List.Item>
                <List.Item extra={data.nickname || notSet}>{t('member.nickname')}</List.Item>
                <List.Item extra={data.email || notSet}>{t('member.email')}</List.Item>
                <List.Item extra={data.phone || notSet}>{t('member.phone')}</List.Item>
                {/* A button, not a tappable row: a row's link without an address is no control to a
                    keyboard or a screen reader, which could not copy the code at all. */}
                <List.Item
                  extra={
                    <button
                      type="button"
                      className={styles.copyValue}
                      aria-label={t('member.copyInviteCode', { code: data.inviteCode })}
                      onClick={() => {
                        void copyText(data.inviteCode);
                      }}
                    >
                      {data.inviteCode}
                    </button>
                  }
                  description={t('member.tapToCopy')}
                >
                  {t('member.inviteCode')}
                </List.Item>
                <List.Item extra={t('member.utcOffset', { zone: data.timeZone })}>{t('member.timeZone')}</List.Item>
                <List.Item extra={data.usdtAddress || notSet}>{t('member.usdtAddress')}</List.Item>
                <List.Item extra={data.network || notSet}>{t('member.network')}</List.Item>
                <List.Item extra={data.hasPayPassword ? t('member.payPasswordSet') : notSet}>{t('member.payPassword')}</List.Item>
                <List.Item extra={formatDateTime(data.createdAt, data.timeZone)}>{t('member.createdAt')}</List.Item>
              </List>
            </Card>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => {
                void navigate(ROUTE.personal);
              }}
            >
              {t('member.editProfile')}
            </Button>
          </>
        )}
      </Loaded>
    </Page>
  );
}
