import { ADMIN_ROUTES, adminPath, type AdminMethod, type AdminOutput, type AdminPathArguments, type AdminRoute, type AdminRouteName } from '@meridian/protocol';

/**
 * A command's call as refine's hooks take it (`useCustom`, `useCustomMutation`): its address and
 * method from the contract's route table, never written by hand. A read is the command's GET
 * route; a change its other one (interest-terms reads with GET and changes with PATCH).
 */
export type ChangeMethod = 'post' | 'put' | 'patch' | 'delete';

const REFINE_METHODS = { POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const satisfies Record<Exclude<AdminMethod, 'GET'>, ChangeMethod>;

const routesOf = (name: AdminRouteName): readonly AdminRoute[] => ADMIN_ROUTES[name];

/** A command's read; `answer` is never set: it carries the type the contract gives its answer to useAdminRead. */
export interface AdminReadCall<Name extends AdminRouteName> {
  url: string;
  method: 'get';
  readonly answer?: AdminOutput<Name>;
}

/** `{url, method: 'get'}` of a command's read. */
export function readCall<Name extends AdminRouteName>(name: Name, ...params: AdminPathArguments<Name>): AdminReadCall<Name> {
  if (!routesOf(name).some((route) => route.method === 'GET')) throw new Error(`${name} has no read`);
  return { url: adminPath(name, ...params), method: 'get' };
}

/** `{url, method}` of a command that changes something. */
export function changeCall<Name extends AdminRouteName>(name: Name, ...params: AdminPathArguments<Name>): { url: string; method: ChangeMethod } {
  const method = routesOf(name).find((route) => route.method !== 'GET')?.method;
  if (method === undefined || method === 'GET') throw new Error(`${name} changes nothing`);
  return { url: adminPath(name, ...params), method: REFINE_METHODS[method] };
}
