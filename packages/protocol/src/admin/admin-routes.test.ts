import { describe, expect, it } from 'vitest';
import { ADMIN_OUTPUTS } from './admin-outputs.js';
import { ADMIN_ROUTE_NAMES, ADMIN_ROUTES, adminPath, adminRouteAt } from './admin-routes.js';

describe('the admin API route table', () => {
  it('builds a command\'s address with its path parameters filled in and encoded', () => {
    expect(adminPath('dashboard')).toBe('/admin/dashboard');
    expect(adminPath('member', { id: 12 })).toBe('/admin/members/12');
    expect(adminPath('help-set', { code: 'how to', language: 'zh-HK' })).toBe('/admin/help/how%20to/zh-HK');
    expect(adminPath('member-freeze', { username: 'a/b?c' })).toBe('/admin/members/a%2Fb%3Fc/freeze');
  });

  it('gives every route of one command one path, so that a command has one address', () => {
    for (const routes of Object.values(ADMIN_ROUTES)) expect(new Set(routes.map((route) => route.path)).size).toBeLessThanOrEqual(1);
  });

  it('finds the command a request asks for, and none for a route it does not have', () => {
    expect(adminRouteAt('GET', '/members/12/sign-ins')?.name).toBe('member-sign-ins');
    expect(adminRouteAt('PATCH', '/interest-terms')?.name).toBe('interest-terms');
    expect(adminRouteAt('DELETE', '/members/12')).toBeNull();
    expect(adminRouteAt('GET', '/members/12/sign-ins/more')).toBeNull();
  });

  it('has an answer schema for every command, and serves every command but the command line\'s own', () => {
    expect(Object.keys(ADMIN_OUTPUTS).sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
    expect(Object.keys(ADMIN_ROUTES).filter((name) => !(ADMIN_ROUTE_NAMES as readonly string[]).includes(name))).toEqual(['verify-chain', 'verify-contract']);
  });
});
