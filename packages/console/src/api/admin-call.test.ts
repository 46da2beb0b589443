import { describe, expect, it } from 'vitest';
import { changeCall, readCall } from './admin-call';

/**
 * A change's body is typed by the contract (protocol AdminRequestBody): a field the command does
 * not take, a value of the wrong type, or a required field left out does not compile
 * (`tsc -p packages/console/tsconfig.test.json` checks the `@ts-expect-error` lines: each must be an error).
 */
describe("an admin call's address, method and body", () => {
  it('builds a change from the route table with the body the contract types', () => {
    expect(changeCall('adjust', { username: 'demo0001', amount: '-10', reason: 'refund', requestId: 'req-00000001' })).toEqual({
      url: '/admin/adjustments',
      method: 'post',
      values: { username: 'demo0001', amount: '-10', reason: 'refund', requestId: 'req-00000001' },
    });
    // The path's parameters are the route's, not the body's: `username` is in the address.
    expect(changeCall('member-freeze', { login: true }, { username: 'a/b' })).toEqual({ url: '/admin/members/a%2Fb/freeze', method: 'patch', values: { login: true } });
    // A product's `name` is the item's own (the command's is its name): the body says `name`.
    expect(changeCall('goods-set', { name: 'Tea', enabled: false }, { id: 3 }).values).toEqual({ name: 'Tea', enabled: false });
    expect(changeCall('kick', {}, { username: 'demo0001' }).method).toBe('post');
    expect(() => changeCall('interest-terms', {})).not.toThrow();
  });

  it('refuses, when compiled, a body the command does not take', () => {
    // @ts-expect-error A field the command does not have.
    changeCall('adjust', { username: 'demo0001', amount: '1', reason: 'r', note: 'x' });
    // @ts-expect-error A value of the wrong type (amounts are decimal text).
    changeCall('adjust', { username: 'demo0001', amount: 1, reason: 'r' });
    // @ts-expect-error A required field left out.
    changeCall('adjust', { username: 'demo0001', amount: '1' });
    // @ts-expect-error A field its path gives, not its body.
    changeCall('member-freeze', { username: 'demo0001', login: true }, { username: 'demo0001' });
    // @ts-expect-error A command whose route takes no body sends none.
    changeCall('kick', { reason: 'spam' }, { username: 'demo0001' });
    // @ts-expect-error The item's name is `name` on the wire, never `itemName`.
    changeCall('goods-add', { itemName: 'Tea', price: '1' });
    expect(readCall('dashboard')).toEqual({ url: '/admin/dashboard', method: 'get' });
  });
});
