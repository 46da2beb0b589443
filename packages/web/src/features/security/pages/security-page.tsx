import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { MenuList } from '../../../components/menu-list';
import { Page } from '../../../components/page';
import { SECURITY_ENTRIES } from '../security-entries';
import styles from './security-pages.module.css';

/** my/security: the security centre, one row per protection. */
export function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.security')}>
      <p className={styles.intro}>{t('security.intro')}</p>
      <Card flush>
        <MenuList
          items={SECURITY_ENTRIES.map((entry) => {
            const { icon: Icon, Status } = entry;
            return {
              key: entry.key,
              label: t(`titles.${entry.title}`),
              extra: t(`security.${entry.description}`),
              icon: <Icon />,
              badge: Status ? <Status /> : undefined,
              onClick: () => {
                void navigate(entry.path);
              },
            };
          })}
        />
      </Card>
    </Page>
  );
}
