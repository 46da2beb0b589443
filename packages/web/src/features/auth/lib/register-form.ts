import { ZRegisterRequest, type TRegisterConfig } from '@meridian/protocol';
import { z } from 'zod/mini';
import { ZCaptchaField, captchaAnswered, captchaFields } from './captcha-field';

/** What the sign-up form holds while the member fills it in: every text as typed. */
export const ZRegisterForm = z.object({
  username: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  inviteCode: z.string(),
  agree: z.boolean(),
  email: z.string(),
  emailCode: z.string(),
  mobile: z.string(),
  mobileCode: z.string(),
  captcha: ZCaptchaField,
});
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export function emptyRegisterForm(inviteCode: string): TRegisterForm {
  return { username: '', password: '', confirmPassword: '', inviteCode, agree: false, email: '', emailCode: '', mobile: '', mobileCode: '', captcha: null };
}

interface RegisterFormRules {
  config: TRegisterConfig;
  /** A username the server said is taken, and what the member reads about it. */
  takenUsername: { username: string; message: string } | null;
}

/** The request as the schema takes it in: the agreement is any tick, and the schema wants it ticked. */
type RegisterRequestInput = Omit<z.input<typeof ZRegisterRequest>, 'agree'> & { agree: boolean };

/**
 * The sign-up form checked by the protocol's `ZRegisterRequest`, with what only the app knows: the
 * config's required invitation code, a username found taken, and the slider. Those, and the
 * passwords' match (which the protocol compares only once every other field is valid), are said
 * together with the field rules, so the member hears everything at once.
 */
export function registerFormSchema({ config, takenUsername }: RegisterFormRules) {
  return z.pipe(
    z.pipe(
      ZRegisterForm,
      z.transform((form): RegisterRequestInput => {
        const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
        return {
          username: form.username.trim(),
          password: form.password,
          confirmPassword: form.confirmPassword,
          inviteCode: optional(form.inviteCode),
          agree: form.agree,
          ...(config.verifyBy === 'email' ? { email: form.email.trim(), emailCode: form.emailCode.trim() } : {}),
          ...(config.verifyBy === 'mobile' ? { mobile: form.mobile.trim(), mobileCode: form.mobileCode.trim() } : {}),
          ...captchaFields(form.captcha),
        };
      }),
    ),
    ZRegisterRequest.check(
      z.superRefine(
        (request, ctx) => {
          if (config.inviteCodeRequired && request.inviteCode === undefined) {
            ctx.addIssue({ code: 'custom', path: ['inviteCode'], message: 'rule.inviteCode' });
          }
          if (request.password !== request.confirmPassword) {
            ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'rule.passwordMismatch' });
          }
          if (takenUsername !== null && request.username === takenUsername.username) {
            ctx.addIssue({ code: 'custom', path: ['username'], message: takenUsername.message });
          }
        },
        // Run even when a field is already wrong (the agreement unticked aborts zod's own refinements).
        { when: () => true },
      ),
      captchaAnswered,
    ),
  );
}
