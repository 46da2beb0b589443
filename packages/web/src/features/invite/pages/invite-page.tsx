import { Button } from 'antd-mobile';
import { LinkOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Money } from '../../../components/money';
import { Page } from '../../../components/page';
import { QrImage } from '../../../components/qr-image';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { copyText } from '../../../lib/clipboard';
import { useConfig } from '../../../lib/config-store';
import { useInviteInfo } from '../api/get-invite-info';
import { shareInvite } from '../lib/share-invite';
import styles from './invite-page.module.css';

/** my/invite: the member's invite code, link and QR code to share, and how their team stands. */
export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useConfig((state) => state.companyConfig?.companyName ?? '');
  const invite = useInviteInfo();

  return (
    <Page title={t('titles.invite')}>
      <Loaded query={invite} rows={6}>
        {(info) => (
          <>
            <Card>
              <p className={styles.intro}>{t('invite.intro', { company })}</p>
              <div className={styles.codeBlock}>
                <span className={styles.codeMain}>
                  <span className={styles.codeLabel}>{t('invite.code')}</span>
                  <span className={styles.code} data-testid="invite-code">
                    {info.inviteCode}
                  </span>
                </span>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => {
                    void copyText(info.inviteCode);
                  }}
                >
                  {t('invite.copyCode')}
                </Button>
              </div>
              <QrImage value={info.inviteLink} label={t('invite.qrLabel')} testId="invite-qr" />
              <p className={styles.scanHint}>{t('invite.scanHint')}</p>
              <div className={styles.linkRow}>
                <LinkOutline className={styles.linkIcon} aria-hidden="true" />
                <span className={styles.link} data-testid="invite-link">
                  {info.inviteLink}
                </span>
              </div>
              <div className={styles.actions}>
                <Button
                  block
                  shape="rounded"
                  color="primary"
                  fill="outline"
                  onClick={() => {
                    void copyText(info.inviteLink);
                  }}
                >
                  {t('invite.copyLink')}
                </Button>
                <Button
                  block
                  shape="rounded"
                  color="primary"
                  onClick={() => {
                    void shareInvite({
                      title: t('invite.shareTitle', { company }),
                      text: t('invite.shareText', { company, code: info.inviteCode }),
                      url: info.inviteLink,
                    });
                  }}
                >
                  {t('invite.share')}
                </Button>
              </div>
            </Card>

            <Card title={t('invite.myTeam')}>
              <dl className={styles.stats}>
                <div className={styles.stat}>
                  <dt>{t('invite.directCount')}</dt>
                  <dd data-testid="invite-direct-count">{info.directCount}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t('invite.teamCount')}</dt>
                  <dd>{info.teamCount}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t('invite.commissionTotal')}</dt>
                  <dd>
                    <Money amount={info.commissionTotal} currency={info.currency} />
                  </dd>
                </div>
              </dl>
              <Button
                block
                shape="rounded"
                fill="none"
                color="primary"
                onClick={() => {
                  void navigate(ROUTE.teamRecord);
                }}
              >
                <TeamOutline aria-hidden="true" /> {t('invite.viewTeam')}
              </Button>
            </Card>
          </>
        )}
      </Loaded>
    </Page>
  );
}
