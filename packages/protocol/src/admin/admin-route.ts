/**
 * One route of the operators' admin API (docs/console-api.md): how a request becomes a command.
 * The request's fields are the JSON body's (when `body` says so), then the query's, then each
 * `:param` of the path into the field of its name; the server sets the command's name last, so a
 * body cannot choose another command.
 */
export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How big a request body may be: a few fields, HTML up to 50,000 characters, or a base64 image. */
export type BodySize = 'small' | 'content' | 'image';

/** `limit`: digits, 20 when absent; `int`: digits, left out when absent; `text`: as given, left out when absent. */
export type QueryKind = 'limit' | 'int' | 'text';

export interface AdminRoute<Field extends string = string> {
  method: AdminMethod;
  /** Under ADMIN_PREFIX. */
  path: `/${string}`;
  /** Path parameters that are whole numbers (ids, seconds). */
  numbers?: readonly Field[];
  query?: Readonly<Partial<Record<Field, QueryKind>>>;
  /**
   * `fields`: the JSON body's fields by name; `item`: the same, but the body's `name` is the
   * item's (a product's, a goods item's), since `name` is the command's own. Absent: no body.
   */
  body?: 'fields' | 'item';
  /** Absent: small. */
  bodySize?: BodySize;
}

/** Where the admin API is served, on the server's own origin. */
export const ADMIN_PREFIX = '/admin';

/** The `:param` names of a route's path. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));

/** The `:param` names of a path, as a type: `'/help/:code/:language'` → `'code' | 'language'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values a path's parameters are filled with. */
export type PathParams<Path extends string> = { readonly [Param in ParamNames<Path>]: string | number };

/** `/admin` and the path with each `:param` filled in, encoded (a username or an order number may hold any character). */
export function filledAdminPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return `${ADMIN_PREFIX}${path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  })}`;
}
