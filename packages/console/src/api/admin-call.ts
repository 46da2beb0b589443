import {
  ADMIN_ROUTES,
  adminPath,
  type AdminMethod,
  type AdminOutput,
  type AdminPathArguments,
  type AdminRequestBody,
  type AdminRoute,
  type AdminRouteName,
} from '@meridian/protocol';

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

/**
 * A change as useCustomMutation's `mutate` takes it: the command's address and method, and its body
 * (`values`), typed by the contract (AdminRequestBody): a field the command does not take, or a
 * value of the wrong type, does not compile. A command whose route takes no body sends `{}`.
 */
export interface AdminChangeCall<Name extends AdminRouteName> {
  url: string;
  method: ChangeMethod;
  values: AdminRequestBody<Name>;
}

/** `{url, method, values}` of a command that changes something: its body, then its path's parameters. */
export function changeCall<Name extends AdminRouteName>(name: Name, body: AdminRequestBody<Name>, ...params: AdminPathArguments<Name>): AdminChangeCall<Name> {
  const method = routesOf(name).find((route) => route.method !== 'GET')?.method;
  if (method === undefined || method === 'GET') throw new Error(`${name} changes nothing`);
  return { url: adminPath(name, ...params), method: REFINE_METHODS[method], values: body };
}
