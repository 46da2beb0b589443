import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalDetail, refusalTitle } from '../lib/refusal-text';

interface RefusalAlertProps {
  error: unknown;
  onRetry?: () => void;
  /** The page's own sentence for this refusal, when it knows better than the status does. */
  title?: string;
}

/** A page's error state: the console's sentence for the status, the server's message under it. */
export function RefusalAlert({ error, onRetry, title }: RefusalAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={title ?? refusalTitle(error)}
      description={refusalDetail(error)}
      action={
        onRetry === undefined ? undefined : (
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}
