/** Every route of the console, in one place (under the router's /console/ basename). */
export const PATHS = {
  login: '/login',
  firstSignIn: '/first-sign-in',
  dashboard: '/',
  members: '/members',
  member: (id: number | string) => `/members/show/${encodeURIComponent(String(id))}`,
  pending: '/pending',
  recharges: '/recharges',
  withdrawals: '/withdrawals',
  approvals: '/approvals',
  bills: '/bills',
  audit: '/audit',
  operators: '/operators',
} as const;
