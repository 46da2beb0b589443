import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { Page } from '../../components/page';
import { useRouteHandle } from '../route-handle';

/** A page registered with its route and guard whose screen a later issue builds. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <Page title={t(`titles.${handle?.title ?? 'home'}`)} back={handle?.tab === undefined}>
      <ComingSoon />
    </Page>
  );
}
