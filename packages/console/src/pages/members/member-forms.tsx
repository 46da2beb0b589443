import type { TMemberDetail } from '@meridian/protocol';
import { AdjustBalanceModal } from './adjust-balance-modal';
import { ChangeLevelModal } from './change-level-modal';
import type { MemberForm } from './member-action-buttons';
import { SendLetterModal } from './send-letter-modal';

interface MemberFormsProps {
  detail: TMemberDetail;
  /** The form the operator opened, or null. */
  open: MemberForm | null;
  onClose: () => void;
  /** The member changed: the page is read again. */
  onChanged: () => void;
}

/** The member page's dialogs: adjust the balance, send a letter, change the task level. */
export function MemberForms({ detail, open, onClose, onChanged }: MemberFormsProps) {
  const { username } = detail.member;
  return (
    <>
      <AdjustBalanceModal username={username} open={open === 'adjust'} onClose={onClose} onAdjusted={onChanged} />
      <SendLetterModal username={username} open={open === 'letter'} onClose={onClose} />
      <ChangeLevelModal username={username} taskLevel={detail.taskLevel} open={open === 'level'} onClose={onClose} onChanged={onChanged} />
    </>
  );
}
