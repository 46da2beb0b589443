/**
 * What one server process does (issue 42). One build; a deployment chooses each process's roles with
 * `ROLES` (a comma list), all of them by default so that `npm start` is one process doing everything:
 *
 * - `api`: the calls of the member app and the console, payments' callbacks, the app's and the
 *   console's files. Scales out behind a load balancer.
 * - `live`: the live channel (socket.io) and what it pushes to its own sockets (prices, maintenance).
 *   Scales out; with Redis, pushes from any process reach every process's sockets.
 * - `jobs`: settlement, income, interest, snapshots, push delivery, retention, housekeeping. Any
 *   number may run: each claims its work, so nothing is done twice.
 * - `feed`: takes part in the price feed's election; the one holding its lock runs the source and
 *   records the ticks. Every process still follows the recorded ticks.
 * - `chain`: the chain's watchers (deposits), the signer and collection, each with a leader of its own.
 *
 * `/healthz`, `/readyz` and `/metrics` are served by every process whatever its roles.
 */
export const ROLES = ['api', 'live', 'jobs', 'feed', 'chain'] as const;
export type Role = (typeof ROLES)[number];
export type Roles = ReadonlySet<Role>;

export const ALL_ROLES: Roles = new Set(ROLES);

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * `ROLES` read: undefined or blank is every role; otherwise names separated by commas (spaces
 * around them allowed), each known, at least one. A problem is added to `problems` and every role
 * is answered, so that the configuration reports all its problems at once.
 */
export function parseRoles(text: string | undefined, problems: string[]): Roles {
  if (text === undefined || text.trim() === '') return ALL_ROLES;
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) {
    problems.push(`ROLES: unknown role ${unknown.map((name) => `"${name}"`).join(', ')}; the roles are ${ROLES.join(', ')}`);
    return ALL_ROLES;
  }
  return new Set(names.filter(isRole));
}

/**
 * Roles split across processes need what joins the processes. The embedded database belongs to one
 * process (its DATA_DIR is locked), so without DATABASE_URL that process does everything; and a push
 * made in one process (a settled contract, a deposit credited) reaches the sockets of another only
 * through Redis, so a split needs REDIS_URL too.
 */
export function checkRolesForServices(roles: Roles, services: { databaseUrl: string | undefined; redisUrl: string | undefined }, problems: string[]): void {
  if (roles.size === ROLES.length) return;
  if (services.databaseUrl === undefined) {
    problems.push('ROLES: the embedded database (no DATABASE_URL) is one process that holds every role; set DATABASE_URL and REDIS_URL to split roles across processes');
  } else if (services.redisUrl === undefined) {
    problems.push("ROLES: processes that split the roles reach each other's sockets through Redis; set REDIS_URL");
  }
}

/** The roles in their usual order, for /readyz and the logs. */
export function rolesList(roles: Roles): Role[] {
  return ROLES.filter((role) => roles.has(role));
}
