import { CODE, API, ZRegisterRequest, ZRegisterResponse, isEmail, type TRegisterRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { members } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/pg-error.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { openMemberAccounts } from '../../ledger/accounts.js';
import type { CallDevice } from '../../security/device-cookie.js';
import { hashPassword } from '../../security/passwords.js';
import { newInviteCode } from '../../security/tokens.js';
import { DEFAULT_AVATAR } from '../../static/avatars.js';
import { findMemberByInviteCode, findMemberByUsername } from '../member/member-store.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { giveAccountRecoveryCodes } from '../recovery/account-recovery-codes.js';
import { consumeCode } from './verification-codes.js';

/** Proves the email or mobile the register config asks for, with the code sent to it. */
async function proveContact(deps: AppDeps, input: TRegisterRequest, device: CallDevice): Promise<void> {
  const { verifyBy } = await deps.settings.get('register');
  if (verifyBy === 'email') {
    if (!input.email) throw invalidField('email', 'rule.required');
    if (!input.emailCode) throw invalidField('emailCode', 'rule.required');
    await consumeCode(deps, { purpose: 'register_email', target: input.email.toLowerCase(), code: input.emailCode, device });
  } else if (verifyBy === 'mobile') {
    if (!input.mobile) throw invalidField('mobile', 'rule.required');
    if (!input.mobileCode) throw invalidField('mobileCode', 'rule.required');
    await consumeCode(deps, { purpose: 'register_mobile', target: input.mobile, code: input.mobileCode, device });
  }
}

async function inviterOf(deps: AppDeps, inviteCode: string | undefined): Promise<number | null> {
  const { inviteCodeRequired } = await deps.settings.get('register');
  if (!inviteCode) {
    if (inviteCodeRequired) throw invalidField('inviteCode', 'rule.inviteRequired');
    return null;
  }
  const inviter = await findMemberByInviteCode(deps.db, inviteCode);
  if (!inviter) throw new AppError(CODE.INVITE_CODE_INVALID, 'error.inviteCodeInvalid', {}, { fields: ['inviteCode'] });
  return inviter.id;
}

const usernameTaken = () => new AppError(CODE.USERNAME_TAKEN, 'error.usernameTaken', {}, { fields: ['username'] });
const INVITE_CODE_ATTEMPTS = 5;

export const registerCall = defineCall({
  path: API.login.register,
  request: ZRegisterRequest,
  response: ZRegisterResponse,
  async handler({ deps, input, ip, device }) {
    await deps.limiter.enforce(deps.config.limits.registerPerIp, ip);
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    const inviterId = await inviterOf(deps, input.inviteCode);
    if (await findMemberByUsername(deps.db, input.username)) throw usernameTaken();
    await proveContact(deps, input, device);

    const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
    const { currency } = await deps.settings.get('company');
    const email = input.email ?? (isEmail(input.username) ? input.username : '');
    // A fresh invite code could collide with an existing one (1 in 10^12); then draw again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await deps.db.transaction(async (tx) => {
          const [member] = await tx
            .insert(members)
            .values({
              username: input.username,
              passwordHash,
              nickname: input.username.split('@')[0] ?? input.username,
              avatar: DEFAULT_AVATAR,
              email,
              phone: input.mobile ?? '',
              inviteCode: newInviteCode(),
              inviterId,
            })
            .returning({ id: members.id, username: members.username });
          if (!member) throw new Error('Member insert returned nothing');
          await openMemberAccounts(tx, member.id, currency);
          // Shown once, at sign-up: the way back for a member who has (or loses) no email or phone.
          return { ...member, recoveryCodes: await giveAccountRecoveryCodes(tx, member.id) };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'members_username_lower_key')) throw usernameTaken();
        if (!isUniqueViolation(error, 'members_invite_code_key') || attempt >= INVITE_CODE_ATTEMPTS) throw error;
      }
    }
  },
});
