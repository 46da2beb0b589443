import { useTranslation } from 'react-i18next';

/**
 * An empty block of a loading one's size (given by `className`), so the page below does not jump
 * when the content arrives; announced as loading.
 */
export function LoadingPlace({ className, slot }: { className: string | undefined; slot?: string }) {
  const { t } = useTranslation();
  // `slot` names the place for the first paint's script (src/prerender), which may fill it before React runs.
  return <div className={className} role="status" aria-busy="true" aria-label={t('common.loading')} data-slot={slot} />;
}
