import { CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { MenuList } from '../../../components/menu-list';
import { Page } from '../../../components/page';
import { SECURITY_ENTRIES } from '../security-entries';

/** my/security: the member's account protections, one row each. */
export function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = SECURITY_ENTRIES.map(({ key, label, to, Status }) => ({
    key,
    label: t(`security.${label}`),
    icon: <CheckShieldOutline />,
    badge: Status ? <Status /> : undefined,
    onClick: () => void navigate(to),
  }));
  return (
    <Page title={t('titles.security')}>
      <Card flush>
        <MenuList items={items} />
      </Card>
    </Page>
  );
}
