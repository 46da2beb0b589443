import { describe, expect, it } from 'vitest';
import { ZSaveMemberAddress } from './address/edit-member-address.js';
import { ZGetLowerListRequest } from './agent/get-lower-list.js';
import { ZRegisterRequest } from './auth/register.js';
import { ZUpdateInfoRequest } from './member/update-info.js';
import { ZGetTickRootsRequest } from './proof/get-tick-roots.js';
import { ZPasskeyCredential } from './security/passkey.js';
import { ZPageRequest, ZUsername } from './shared.js';

/**
 * The schemas are zod/mini (issue 21): checks run in the order written, each keeps the rule key
 * it was given, and a strict request refuses what it does not take. The server turns an issue into
 * the member's message by that key, else by the issue's code (server/src/http/validation-error.ts).
 */
function issues(result: { success: boolean; error?: { issues: readonly { code: string; message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map(({ code, message, path }) => ({ code, path: path.join('.'), key: message.startsWith('rule.') ? message : null }));
}

const REGISTRATION = { captchaId: 'c1', captchaX: 10, username: 'demo0001', password: 'secret12', confirmPassword: 'secret12', agree: true };
const ADDRESS = { receiver: 'Ann Lee', phone: '+85291234567', detail: '1 Harbour Road' };

describe('the contract on zod/mini', () => {
  it('trims a text before its rule checks it', () => {
    expect(ZUsername.parse('  demo0001 ')).toBe('demo0001');
    expect(issues(ZUsername.safeParse(' a '))).toEqual([{ code: 'custom', path: '', key: 'rule.username' }]);
  });

  it('says each rule key on the field its check is about', () => {
    expect(issues(ZRegisterRequest.safeParse({ ...REGISTRATION, confirmPassword: 'secret13' }))).toEqual([
      { code: 'custom', path: 'confirmPassword', key: 'rule.passwordMismatch' },
    ]);
    expect(issues(ZRegisterRequest.safeParse({ ...REGISTRATION, agree: false }))).toEqual([{ code: 'invalid_value', path: 'agree', key: 'rule.agreement' }]);
    expect(issues(ZSaveMemberAddress.safeParse({ ...ADDRESS, receiver: '  ', detail: 'abc' }))).toEqual([
      { code: 'too_small', path: 'receiver', key: 'rule.addressReceiver' },
      { code: 'too_small', path: 'detail', key: 'rule.addressDetail' },
    ]);
  });

  it('refuses fields a strict request does not take, and still says its whole-object rules', () => {
    expect(issues(ZUpdateInfoRequest.safeParse({ twoStepCode: '123456', colour: 'red' }))).toEqual([
      { code: 'unrecognized_keys', path: '', key: null },
      { code: 'custom', path: '', key: 'rule.nothingToChange' },
    ]);
    expect(issues(ZUpdateInfoRequest.safeParse({ twoStepCode: '123456' }))).toEqual([{ code: 'custom', path: '', key: 'rule.nothingToChange' }]);
    expect(issues(ZGetTickRootsRequest.safeParse({ from: 10, to: 5 }))).toEqual([{ code: 'custom', path: 'to', key: 'rule.rootRange' }]);
  });

  it('fills in the defaults of a request, those of the fields it is made from included', () => {
    expect(ZGetLowerListRequest.parse({})).toEqual({ level: 1, page: 1, pageSize: 20 });
    expect(ZSaveMemberAddress.parse(ADDRESS)).toEqual({ ...ADDRESS, country: '', region: '', city: '', postalCode: '', isDefault: false });
  });

  it('takes whole numbers only where a count or an id is asked', () => {
    expect(issues(ZPageRequest.safeParse({ page: 1.5 }))).toEqual([{ code: 'invalid_type', path: 'page', key: null }]);
    expect(issues(ZPageRequest.safeParse({ page: 0, pageSize: 101 }))).toEqual([
      { code: 'too_small', path: 'page', key: null },
      { code: 'too_big', path: 'pageSize', key: null },
    ]);
  });

  it("keeps what the browser's WebAuthn answer carries beyond the fields the server reads", () => {
    const credential = ZPasskeyCredential.parse({ id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', extra: 1 }, extra: 2 });
    expect(credential).toMatchObject({ clientExtensionResults: {}, response: { extra: 1 }, extra: 2 });
    expect(issues(ZPasskeyCredential.safeParse({ id: '', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30' } }))).toEqual([
      { code: 'too_small', path: 'id', key: null },
    ]);
  });
});
