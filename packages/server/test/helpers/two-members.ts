import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { newMember, type TestMember } from './members.js';

export interface TwoMembers {
  t: TestApp;
  a: TestMember;
  b: TestMember;
}

/**
 * A test app on a fresh database with two members, made before the enclosing block's tests and
 * closed after them (its hooks are registered where this is called): the usual ground for "a member
 * sees their own, never another's". Answers a reader, for the block's own beforeAll or its tests.
 */
export function appWithTwoMembers(): () => TwoMembers {
  let made: TwoMembers | undefined;
  beforeAll(async () => {
    const t = await buildTestApp();
    const [a, b] = await Promise.all([newMember(t), newMember(t)]);
    made = { t, a, b };
  });
  afterAll(async () => {
    await made?.t.close();
  });
  return () => {
    if (made === undefined) throw new Error('appWithTwoMembers is read in a test or a later beforeAll');
    return made;
  };
}
