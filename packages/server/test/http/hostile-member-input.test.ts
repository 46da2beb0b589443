import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, isPublicPath } from '@meridian/protocol';
import type { CallDefinition } from '../../src/http/define-call.js';
import { ALL_CALLS } from '../../src/modules/all-calls.js';
import { DEFAULT_LIMITS } from '../../src/security/limits.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { fieldPaths, hasHanCharacter, HOSTILE_VALUES, sampleOf, withValueAt } from '../helpers/hostile-input.js';
import { fieldLabel, translate } from '../../src/i18n/translate.js';
import { newMember, type TestMember } from '../helpers/members.js';

/**
 * Every member call, every field of its payload (nested ones too), every hostile value: the answer
 * is never an internal error, and a value no field may hold is refused as INVALID_PARAMS in the
 * member's language (zh-HK here, so an untranslated message shows). The rest of the payload is a
 * valid one made from the call's own schema, so a value its field lets through reaches the
 * handler and the database.
 */

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  // No slider to solve: the sign-in and registration calls go on to the database with the payload.
  // An identity picture's upload is counted before its body is read (30 an hour a member): every
  // hostile value of its three fields is more than that, and each must reach the payload's checks.
  const uploads = { limit: 1_000, windowMs: 3_600_000 };
  t = await buildTestApp({
    captchaEnabled: false,
    limits: { ...DEFAULT_LIMITS, kycUploadPerMember: { ...DEFAULT_LIMITS.kycUploadPerMember, ...uploads }, kycUploadPerIp: { ...DEFAULT_LIMITS.kycUploadPerIp, ...uploads } },
  });
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const LANGUAGE = 'zh-HK';

/** The member, or a new one when a call has signed them out, frozen them or changed their password. */
async function usableMember(): Promise<TestMember> {
  if ((await t.api.call(API.member.getBalance, {}, { token: member.token })).code !== CODE.OK) member = await newMember(t);
  return member;
}

/** Where a call's fields must agree with each other, the sample cannot guess it. */
const AGREEING_FIELDS: Readonly<Record<string, Record<string, unknown>>> = {
  [API.member.updatePayPasswordByOld]: { payPassword: '1234', confirmPayPassword: '1234' },
  [API.proof.getTickRoots]: { from: 0, to: 60_000 },
  [API.security.sendContactCode]: { kind: 'email', value: 'member@example.com' },
  [API.security.changeContact]: { kind: 'email', value: 'member@example.com' },
  // One of two ways, never both: the named notifications, or all of them.
  [API.notification.readNotifications]: { ids: [1], all: undefined },
  // A move alert takes no price (a crossing one takes no percent nor window).
  [API.alert.createPriceAlert]: { kind: 'move', price: undefined },
  // Quiet hours that are hours (from is not to) in a real zone; a device's keys as browsers make them.
  [API.push.savePushSettings]: { quietHours: { from: 1320, to: 420, timeZone: 'Asia/Hong_Kong' } },
  [API.push.subscribePush]: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
  [API.push.unsubscribePush]: { id: 1, endpoint: undefined },
  // A picture that is one (a 1 × 1 PNG): the sample's PNG signature alone does not decode.
  [API.kyc.uploadKycDocument]: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
};

const validPayload = (call: CallDefinition) => ({ ...(sampleOf(call.request) as object), ...AGREEING_FIELDS[call.path] });

/** Calls with a payload to spoil. */
const CALLS = ALL_CALLS.filter((call) => fieldPaths(call.request).length > 0).map((call) => [call.path, call] as const);

describe('hostile input on the member API', () => {
  it.each(CALLS)('%s answers no internal error', async (path, call) => {
    const token = isPublicPath(path) ? undefined : (await usableMember()).token;
    const base = validPayload(call);
    const problems: string[] = [];
    for (const field of fieldPaths(call.request)) {
      for (const hostile of HOSTILE_VALUES) {
        const answer = await t.api.call(path, withValueAt(base, field, hostile.value), { token, language: LANGUAGE });
        const where = `${field.join('.')} = ${hostile.label}`;
        if (answer.code === CODE.SERVER_ERROR) problems.push(`${where}: internal error`);
        else if (hostile.isAlwaysInvalid && answer.code !== CODE.INVALID_PARAMS) problems.push(`${where}: code ${answer.code}, not INVALID_PARAMS`);
        else if (answer.code === CODE.INVALID_PARAMS && !hasHanCharacter(answer.msg)) problems.push(`${where}: "${answer.msg}" is not in ${LANGUAGE}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('samples a valid payload for every call, so the hostile values reach the handlers', () => {
    const unsampled = CALLS.filter(([, call]) => !z.safeParse(call.request, validPayload(call)).success).map(([path]) => path);
    expect(unsampled).toEqual([]);
  });
});

describe('names', () => {
  /** Each kind of character a name may not hold; the first is what forged a row in finance's export. */
  const BROKEN_NAMES = ['a\n=1+1', 'a\r\nb', 'a\tb', 'a\u2028b', 'a\u0085b', 'a\u0007b'];
  const ADDRESS = { receiver: 'Alice Example', phone: '+85291234567', detail: 'Main Street 1' };
  /** A call, the name field it takes, and the rest of a valid payload. */
  const NAME_FIELDS = [
    [API.recharge.offlineRecharge, 'realName', { requestId: 'req-00000001', methodCode: 'bank_transfer', bankCode: 'HSBC', amount: '100' }],
    [API.member.updateInfo, 'nickname', {}],
    [API.withdraw.addBankCard, 'holder', { bankCode: 'HSBC', account: '123456789012' }],
    [API.member.editMemberAddress, 'receiver', ADDRESS],
    [API.member.editMemberAddress, 'city', ADDRESS],
    [API.security.renamePasskey, 'name', { id: 1 }],
  ] as const;

  it.each(NAME_FIELDS)("%s refuses a %s with a line break or a control character, in the member's language", async (path, field, rest) => {
    const { token } = await usableMember();
    const expected = translate(LANGUAGE, 'rule.singleLine', { field: fieldLabel(LANGUAGE, field) });
    for (const name of BROKEN_NAMES) {
      const answer = await t.api.call(path, { ...rest, [field]: name }, { token, language: LANGUAGE });
      expect(answer, JSON.stringify(name)).toMatchObject({ code: CODE.INVALID_PARAMS, msg: expected, data: { fields: [field] } });
    }
  });
});
