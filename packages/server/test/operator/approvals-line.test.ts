import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { operatorCli } from './operator-cli.js';

describe('npm run operator -- approvals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows each held request with the maker's reason, which the checker decides on", async () => {
    const member = await newMember(t);
    const cli = operatorCli(t);
    const asked = await cli(['adjust', member.username, '50000', 'goodwill after the outage of 3 May']);
    expect(asked.status).toBe(202);
    const listed = await cli(['approvals']);
    expect(listed.text).toMatch(new RegExp(`adjust member:\\S+\\s+50000.*asked by cli:ops \\("goodwill after the outage of 3 May"\\)\\s+pending`));
  });
});
