import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env.js';
import { ALL_ROLES, checkRolesForServices, parseRoles, rolesList } from '../../src/ops/roles.js';

const SERVICES = { databaseUrl: 'postgres://db/meridian', redisUrl: 'redis://cache:6379' };

describe('parseRoles', () => {
  it('answers every role when ROLES is absent or blank', () => {
    for (const text of [undefined, '', '  ']) {
      const problems: string[] = [];
      expect(rolesList(parseRoles(text, problems))).toEqual(['api', 'live', 'jobs', 'feed', 'chain']);
      expect(problems).toEqual([]);
    }
  });

  it('reads a comma list in any case and order, with spaces and a trailing comma', () => {
    const problems: string[] = [];
    expect(rolesList(parseRoles(' Feed, api ,jobs,', problems))).toEqual(['api', 'jobs', 'feed']);
    expect(problems).toEqual([]);
  });

  it('names every unknown role and the known ones, and answers every role meanwhile', () => {
    const problems: string[] = [];
    expect(parseRoles('api,worker,ws', problems)).toBe(ALL_ROLES);
    expect(problems).toEqual(['ROLES: unknown role "worker", "ws"; the roles are api, live, jobs, feed, chain']);
  });
});

describe('checkRolesForServices', () => {
  it('accepts every role anywhere, and a split on PostgreSQL with Redis', () => {
    const problems: string[] = [];
    checkRolesForServices(ALL_ROLES, { databaseUrl: undefined, redisUrl: undefined }, problems);
    checkRolesForServices(new Set(['api']), SERVICES, problems);
    expect(problems).toEqual([]);
  });

  it('refuses a split on the embedded database, and one without Redis', () => {
    const embedded: string[] = [];
    checkRolesForServices(new Set(['api', 'live']), { databaseUrl: undefined, redisUrl: SERVICES.redisUrl }, embedded);
    expect(embedded).toEqual([expect.stringContaining('the embedded database (no DATABASE_URL) is one process that holds every role')]);
    const noRedis: string[] = [];
    checkRolesForServices(new Set(['jobs']), { databaseUrl: SERVICES.databaseUrl, redisUrl: undefined }, noRedis);
    expect(noRedis).toEqual([expect.stringContaining('set REDIS_URL')]);
  });
});

describe('ROLES in the configuration', () => {
  it('gives the process its roles, every one by default', () => {
    expect(rolesList(loadConfig({}).roles)).toEqual(['api', 'live', 'jobs', 'feed', 'chain']);
    expect(rolesList(loadConfig({ ROLES: 'live', DATABASE_URL: SERVICES.databaseUrl, REDIS_URL: SERVICES.redisUrl }).roles)).toEqual(['live']);
  });

  it('stops the start with what is wrong', () => {
    expect(() => loadConfig({ ROLES: 'api' })).toThrow(ConfigError);
    expect(() => loadConfig({ ROLES: 'api' })).toThrow(/embedded database/);
    expect(() => loadConfig({ ROLES: 'api,nothing', DATABASE_URL: SERVICES.databaseUrl, REDIS_URL: SERVICES.redisUrl })).toThrow(/unknown role "nothing"/);
  });
});
