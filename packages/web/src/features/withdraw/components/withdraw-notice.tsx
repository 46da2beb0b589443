import { Button } from 'antd-mobile';
import { Card } from '../../../components/card';
import styles from './withdraw-notice.module.css';

interface WithdrawNoticeProps {
  text: string;
  /** The button that goes where it is fixed. */
  action: string;
  onAction: () => void;
  /** Inside a card already: no card of its own. */
  plain?: boolean;
}

/** What the withdrawal needs first (a pay password, a payout account), with the way there. */
export function WithdrawNotice({ text, action, onAction, plain = false }: WithdrawNoticeProps) {
  const body = (
    <div className={styles.notice} role="note">
      <span>{text}</span>
      <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
  return plain ? body : <Card>{body}</Card>;
}
