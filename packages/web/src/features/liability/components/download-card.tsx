import { Button } from 'antd-mobile';
import { Card } from '../../../components/card';
import styles from './liability.module.css';

/** The proof as a file to keep, with the command that checks it: the same card under each proof. */
export function DownloadCard({ label, hint, onDownload }: { label: string; hint: string; onDownload: () => void }) {
  return (
    <Card>
      <div className={styles.stack}>
        <Button block color="primary" shape="rounded" onClick={onDownload}>
          {label}
        </Button>
        <p className={styles.intro}>{hint}</p>
      </div>
    </Card>
  );
}
