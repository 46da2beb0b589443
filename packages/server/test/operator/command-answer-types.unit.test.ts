import { describe, expect, it } from 'vitest';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand, defineRead } from '../../src/operator/command-types.js';

/**
 * A command's effect answers the type the contract gives its name (protocol ADMIN_OUTPUTS), and
 * its fields and routes are the contract's: a command that answers something else, takes other
 * fields or has another command's routes does not compile (`tsc -p packages/server/tsconfig.test.json` checks
 * the `@ts-expect-error` lines below: each must be an error). A field the server sends beyond the
 * contract is admin-answers-contract.test.ts's to find: TypeScript lets a value carry more.
 */
const spec = { fields: ADMIN_INPUTS['letter-reach'], group: 'platform', summary: 'a test', line: {} } as const;

describe("a command's answer and routes are the contract's", () => {
  it('compiles only with the fields, the answer and the routes the contract gives the command', async () => {
    const answered = defineRead({ ...spec, name: 'letter-reach', routes: ADMIN_ROUTES['letter-reach'], effect: () => Promise.resolve({ ok: true, text: '', data: { members: 3 } }) });
    // @ts-expect-error A field the contract's answer has, missing.
    defineRead({ ...spec, name: 'letter-reach', routes: ADMIN_ROUTES['letter-reach'], effect: () => Promise.resolve({ ok: true, text: '', data: {} }) });
    // @ts-expect-error A field of the wrong type.
    defineRead({ ...spec, name: 'letter-reach', routes: ADMIN_ROUTES['letter-reach'], effect: () => Promise.resolve({ ok: true, text: '', data: { members: '3' } }) });
    // @ts-expect-error Another command's routes.
    defineRead({ ...spec, name: 'letter-reach', routes: ADMIN_ROUTES.dashboard, effect: () => Promise.resolve({ ok: true, text: '' }) });
    defineCommand({
      ...spec,
      // @ts-expect-error Another command's fields (they lack the `id` the command's route fills).
      fields: ADMIN_INPUTS.kick,
      name: 'member',
      // @ts-expect-error The route fills `id`, which these fields lack.
      routes: ADMIN_ROUTES.member,
      audit: {},
      effect: () => Promise.resolve({ ok: false, text: 'no such member' }),
    });
    const outcome = await answered.perform(undefined as never, { name: 'letter-reach' }, { actor: 'cli:test' });
    expect(outcome.data).toEqual({ members: 3 });
  });
});
