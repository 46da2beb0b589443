import type { RefineLayoutThemedTitleProps } from '@refinedev/antd';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../config/paths';

/** Meridian's mark (the member app's favicon). */
function MeridianMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="24" height="24" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0301c5" />
      <path d="M14 46V18h7l11 16 11-16h7v28h-7V30L32 44 21 30v16z" fill="#fff" />
    </svg>
  );
}

/**
 * The sider's title, a link home. Not a heading (refine's ThemedTitle is an h1): each page's own
 * title is its one h1. Collapsed, only the mark shows, so the link carries the name itself.
 */
export function AppTitle({ collapsed }: RefineLayoutThemedTitleProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to={PATHS.dashboard}
      aria-label={collapsed ? t('app.title') : undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: token.colorText, fontWeight: 600, fontSize: 16, textDecoration: 'none' }}
    >
      <MeridianMark />
      {collapsed ? null : <span>{t('app.title')}</span>}
    </Link>
  );
}
