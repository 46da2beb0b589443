import { CODE } from '@meridian/protocol';

/**
 * What the app does when a withdrawal (or a card removal) is refused. The pay password sheet
 * stays open for a wrong password, so the member can type it again; a prompt offers the page that
 * fixes a missing pay password or payout account; a refusal the member cannot fix from here
 * (credit, limits, lock, the security centre's hold or whitelist: its message says why and until
 * when) is said in a dialog, plainly.
 */
export type WithdrawFailure =
  | { kind: 'wrong-pay-password' }
  | { kind: 'set-pay-password' }
  | { kind: 'bind-account' }
  | { kind: 'refused' }
  /** Anything else (network, server): a toast with the message. */
  | { kind: 'other' };

export function withdrawFailure(code: number): WithdrawFailure {
  switch (code) {
    case CODE.WRONG_PAY_PASSWORD:
      return { kind: 'wrong-pay-password' };
    case CODE.PAY_PASSWORD_NOT_SET:
      return { kind: 'set-pay-password' };
    case CODE.PAYOUT_ACCOUNT_REQUIRED:
      return { kind: 'bind-account' };
    case CODE.INSUFFICIENT_FUNDS:
    case CODE.WITHDRAW_LIMIT:
    case CODE.PAY_PASSWORD_LOCKED:
    case CODE.ORDER_STATE:
    case CODE.REQUEST_ID_REUSED:
    case CODE.INVALID_PARAMS:
    case CODE.NOT_FOUND:
    case CODE.WITHDRAW_HELD:
    case CODE.WITHDRAW_WHITELIST:
      return { kind: 'refused' };
    default:
      return { kind: 'other' };
  }
}
