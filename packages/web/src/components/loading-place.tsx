import { useTranslation } from 'react-i18next';

/**
 * An empty block of a loading one's size (given by `className`), so the page below does not jump
 * when the content arrives; announced as loading.
 */
export function LoadingPlace({ className }: { className: string | undefined }) {
  const { t } = useTranslation();
  return <div className={className} role="status" aria-busy="true" aria-label={t('common.loading')} />;
}
