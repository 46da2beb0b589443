import { ZUpdatePayPasswordByOldRequest } from '@meridian/protocol';
import { z } from 'zod/mini';
import { requestForm } from '../../../lib/request-form';

/** What the pay password form holds: both proofs (one is shown), the new password and its confirmation. */
export type PayPasswordForm = { oldPayPassword: string; loginPassword: string; payPassword: string; confirmPayPassword: string };
export type PayPasswordField = keyof PayPasswordForm;

export const EMPTY_PAY_PASSWORD_FORM: PayPasswordForm = { oldPayPassword: '', loginPassword: '', payPassword: '', confirmPayPassword: '' };

/**
 * The pay password form checked by the protocol's `ZUpdatePayPasswordByOldRequest`. The first time
 * the login password proves who is asking, afterwards the old pay password: only that one is sent,
 * and the form needs it, where the contract leaves both optional (either one may apply).
 */
export function payPasswordFormSchema(firstTime: boolean) {
  const proof = firstTime ? 'loginPassword' : 'oldPayPassword';
  return requestForm(
    (form: PayPasswordForm) => ({ [proof]: form[proof], payPassword: form.payPassword, confirmPayPassword: form.confirmPayPassword }),
    ZUpdatePayPasswordByOldRequest.check(
      z.superRefine(
        (request, ctx) => {
          if (request[proof] === '') ctx.addIssue({ code: 'custom', path: [proof], message: 'rule.required' });
        },
        // Said with the other fields' messages, whatever they are.
        { when: () => true },
      ),
    ),
  );
}
