import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pathParamsOf, type AdminRoute } from './admin-route.js';
import { ADMIN_INPUTS } from './admin-inputs.js';
import { ADMIN_ROUTES } from './admin-routes.js';

const routesOf = (name: keyof typeof ADMIN_ROUTES): readonly AdminRoute[] => ADMIN_ROUTES[name];
const fieldsOf = (name: keyof typeof ADMIN_INPUTS) => Object.keys(ADMIN_INPUTS[name].shape);

describe("the admin commands' inputs", () => {
  it('has an input schema for every command of the route table, and none for a command it lacks', () => {
    expect(Object.keys(ADMIN_INPUTS).sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  it('gives every route that takes a body fields for it beyond those its path and query fill', () => {
    for (const name of Object.keys(ADMIN_ROUTES) as (keyof typeof ADMIN_ROUTES)[]) {
      for (const route of routesOf(name).filter((candidate) => candidate.body !== undefined)) {
        const elsewhere = new Set([...pathParamsOf(route.path), ...Object.keys(route.query ?? {})]);
        expect(fieldsOf(name).filter((field) => !elsewhere.has(field)), `${route.method} ${route.path}`).not.toEqual([]);
      }
    }
  });

  it("fills from a route's path and query only fields of its command", () => {
    for (const name of Object.keys(ADMIN_ROUTES) as (keyof typeof ADMIN_ROUTES)[]) {
      const filled = routesOf(name).flatMap((route) => [...pathParamsOf(route.path), ...Object.keys(route.query ?? {})]);
      expect(filled.filter((field) => !fieldsOf(name).includes(field)), name).toEqual([]);
    }
  });

  it("refuses in the operator's words, and fills in a list's defaults", () => {
    const refusal = z.safeParse(ADMIN_INPUTS['recharge-reject'], { orderNo: 'R1', reason: '   ' });
    expect(refusal.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason', 'a reason is required']]);
    expect(z.safeParse(ADMIN_INPUTS.adjust, { username: 'demo', amount: '1e5', reason: 'r' }).error?.issues[0]?.message).toBe('a signed amount such as 25.00 or -10');
    expect(z.parse(ADMIN_INPUTS.members, {})).toEqual({ page: 1, pageSize: 20, sort: 'id', order: 'desc' });
    // A strict command refuses a field it does not know; a plain one leaves it out.
    expect(z.safeParse(ADMIN_INPUTS['goods-add'], { itemName: 'Tea', price: '1', colour: 'red' }).success).toBe(false);
    expect(z.parse(ADMIN_INPUTS.kick, { username: 'demo', colour: 'red' })).toEqual({ username: 'demo' });
  });
});
