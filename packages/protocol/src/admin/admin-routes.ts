import { filledAdminPath, type AdminRoute, type PathParams } from './admin-route.js';
import { AUDIT_QUERY, BILL_QUERY, MEMBER_QUERY, PAGE_QUERY, RECHARGE_QUERY, WITHDRAWAL_QUERY } from './list-queries.js';

/**
 * Every operator command by name, with its admin API routes (none: the command line's alone).
 * The server's registry takes each command's routes from here (operator/commands/), the console
 * builds its addresses from here (adminPath), and the reference of docs/console-api.md is written
 * from here. A route's fields are its command's: the server does not compile when a query or path
 * parameter names a field the command lacks.
 */
export const ADMIN_ROUTES = {
  dashboard: [{ method: 'GET', path: '/dashboard' }],
  members: [{ method: 'GET', path: '/members', query: { q: 'text', registeredFrom: 'text', registeredTo: 'text', ...PAGE_QUERY } }],
  member: [{ method: 'GET', path: '/members/:id', numbers: ['id'] }],
  'member-sign-ins': [{ method: 'GET', path: '/members/:id/sign-ins', numbers: ['id'], query: PAGE_QUERY }],
  'member-freeze': [{ method: 'PATCH', path: '/members/:username/freeze', body: 'fields' }],
  'member-level': [{ method: 'PATCH', path: '/members/:username/level', body: 'fields' }],
  'pay-password-reset': [{ method: 'POST', path: '/members/:username/pay-password-reset' }],
  'two-step-reset': [{ method: 'POST', path: '/members/:username/two-step-reset' }],
  conversations: [{ method: 'GET', path: '/conversations', query: { status: 'text', ...PAGE_QUERY } }],
  conversation: [{ method: 'GET', path: '/conversations/:id', numbers: ['id'] }],
  'conversation-reply': [{ method: 'POST', path: '/conversations/:id/messages', numbers: ['id'], body: 'fields', bodySize: 'image' }],
  'conversation-close': [{ method: 'POST', path: '/conversations/:id/close', numbers: ['id'] }],
  outbox: [{ method: 'GET', path: '/outbox', query: { to: 'text', limit: 'limit' } }],
  'push-deliveries': [{ method: 'GET', path: '/push-deliveries', query: { status: 'text', member: 'text', limit: 'limit' } }],
  maintenance: [{ method: 'PUT', path: '/maintenance', body: 'fields' }],
  'ledger-check': [{ method: 'GET', path: '/ledger-check' }],
  'verify-chain': [],
  'verify-contract': [],
  popup: [{ method: 'POST', path: '/popups', body: 'fields', bodySize: 'content' }],
  kick: [{ method: 'POST', path: '/members/:username/kick' }],
  pending: [{ method: 'GET', path: '/pending', query: { limit: 'limit', page: 'int', kind: 'text', ...MEMBER_QUERY, sort: 'text', order: 'text' } }],
  'order-claim': [{ method: 'POST', path: '/pending/:orderNo/claim', body: 'fields' }],
  'order-unclaim': [{ method: 'DELETE', path: '/pending/:orderNo/claim' }],
  'recharge-approve': [{ method: 'POST', path: '/recharges/:orderNo/approve', body: 'fields' }],
  'recharge-reject': [{ method: 'POST', path: '/recharges/:orderNo/reject', body: 'fields' }],
  'withdrawal-pay': [{ method: 'POST', path: '/withdrawals/:orderNo/pay', body: 'fields' }],
  'withdrawal-reject': [{ method: 'POST', path: '/withdrawals/:orderNo/reject', body: 'fields' }],
  adjust: [{ method: 'POST', path: '/adjustments', body: 'fields' }],
  approvals: [{ method: 'GET', path: '/approvals', query: { status: 'text', ...PAGE_QUERY } }],
  'approval-approve': [{ method: 'POST', path: '/approvals/:id/approve', numbers: ['id'], body: 'fields' }],
  'approval-reject': [{ method: 'POST', path: '/approvals/:id/reject', numbers: ['id'], body: 'fields' }],
  'liabilities-snapshot': [{ method: 'POST', path: '/liabilities/snapshots' }],
  'chain-status': [{ method: 'GET', path: '/chain' }],
  'chain-deposits': [{ method: 'GET', path: '/chain/deposits', query: { network: 'text', status: 'text', ...PAGE_QUERY } }],
  'chain-deposit-credit': [{ method: 'POST', path: '/chain/deposits/:id/credit', numbers: ['id'], body: 'fields' }],
  'chain-resume': [{ method: 'POST', path: '/chain/:network/resume', body: 'fields' }],
  'kyc-submissions': [{ method: 'GET', path: '/kyc/submissions', query: { status: 'text', page: 'int', pageSize: 'int' } }],
  'kyc-document-url': [{ method: 'GET', path: '/kyc/submissions/:id/pictures/:kind', numbers: ['id'] }],
  'kyc-approve': [{ method: 'POST', path: '/kyc/submissions/:id/approve', numbers: ['id'] }],
  'kyc-reject': [{ method: 'POST', path: '/kyc/submissions/:id/reject', numbers: ['id'], body: 'fields' }],
  wallets: [{ method: 'GET', path: '/wallets' }],
  'wallets-rebroadcast': [{ method: 'POST', path: '/wallets/sends/:id/rebroadcast', numbers: ['id'] }],
  'wallets-replace': [{ method: 'POST', path: '/wallets/sends/:id/replace', numbers: ['id'] }],
  'wallets-fail-and-refund': [{ method: 'POST', path: '/wallets/sends/:id/fail-and-refund', numbers: ['id'], body: 'fields' }],
  recharges: [{ method: 'GET', path: '/recharges', query: { ...RECHARGE_QUERY, ...PAGE_QUERY } }],
  'recharges-export': [{ method: 'GET', path: '/recharges/export', query: RECHARGE_QUERY }],
  withdrawals: [{ method: 'GET', path: '/withdrawals', query: { ...WITHDRAWAL_QUERY, ...PAGE_QUERY } }],
  'withdrawals-export': [{ method: 'GET', path: '/withdrawals/export', query: WITHDRAWAL_QUERY }],
  bills: [{ method: 'GET', path: '/bills', query: { ...BILL_QUERY, ...PAGE_QUERY } }],
  contracts: [{ method: 'GET', path: '/contracts', query: { ...MEMBER_QUERY, status: 'text', direction: 'text', ...PAGE_QUERY } }],
  'mining-orders': [{ method: 'GET', path: '/mining-orders', query: { ...MEMBER_QUERY, status: 'text', ...PAGE_QUERY } }],
  'interest-orders': [{ method: 'GET', path: '/interest-orders', query: { ...MEMBER_QUERY, status: 'text', ...PAGE_QUERY } }],
  'task-orders': [{ method: 'GET', path: '/task-orders', query: { ...MEMBER_QUERY, status: 'text', ...PAGE_QUERY } }],
  'bills-export': [{ method: 'GET', path: '/bills/export', query: BILL_QUERY }],
  'settings-get': [{ method: 'GET', path: '/settings/:key' }],
  'settings-set': [{ method: 'PUT', path: '/settings/:key', body: 'fields', bodySize: 'content' }],
  'contract-options': [{ method: 'GET', path: '/contract-options' }],
  'contract-option-set': [{ method: 'PUT', path: '/contract-options/:seconds', numbers: ['seconds'], body: 'fields' }],
  'contract-option-remove': [{ method: 'DELETE', path: '/contract-options/:seconds', numbers: ['seconds'] }],
  'interest-terms': [
    { method: 'GET', path: '/interest-terms' },
    { method: 'PATCH', path: '/interest-terms', body: 'fields' },
  ],
  'channel-name': [{ method: 'PUT', path: '/channel-names/:code', body: 'fields' }],
  'support-hours': [{ method: 'PUT', path: '/support-hours', body: 'fields' }],
  'support-label': [{ method: 'PUT', path: '/support-labels/:kind', body: 'fields' }],
  'mining-products': [{ method: 'GET', path: '/mining-products' }],
  'mining-product-add': [{ method: 'POST', path: '/mining-products', body: 'item' }],
  'mining-product-set': [{ method: 'PATCH', path: '/mining-products/:id', numbers: ['id'], body: 'item' }],
  goods: [{ method: 'GET', path: '/goods' }],
  'goods-add': [{ method: 'POST', path: '/goods', body: 'item', bodySize: 'image' }],
  'goods-set': [{ method: 'PATCH', path: '/goods/:id', numbers: ['id'], body: 'item', bodySize: 'image' }],
  notices: [{ method: 'GET', path: '/notices', query: { limit: 'limit' } }],
  'notice-add': [{ method: 'POST', path: '/notices', body: 'fields', bodySize: 'content' }],
  'notice-set': [{ method: 'PATCH', path: '/notices/:id', numbers: ['id'], body: 'fields', bodySize: 'content' }],
  'notice-remove': [{ method: 'DELETE', path: '/notices/:id', numbers: ['id'] }],
  'letter-send': [{ method: 'POST', path: '/letters', body: 'fields', bodySize: 'content' }],
  'letter-reach': [{ method: 'GET', path: '/letters/reach' }],
  'help-articles': [{ method: 'GET', path: '/help' }],
  'help-set': [{ method: 'PUT', path: '/help/:code/:language', body: 'fields', bodySize: 'content' }],
  'help-remove': [{ method: 'DELETE', path: '/help/:code', query: { language: 'text' } }],
  activities: [{ method: 'GET', path: '/activities' }],
  'activity-add': [{ method: 'POST', path: '/activities', body: 'fields', bodySize: 'image' }],
  'activity-set': [{ method: 'PATCH', path: '/activities/:id', numbers: ['id'], body: 'fields', bodySize: 'image' }],
  banners: [{ method: 'GET', path: '/banners' }],
  'banner-add': [{ method: 'POST', path: '/banners', body: 'fields', bodySize: 'image' }],
  'banner-set': [{ method: 'PATCH', path: '/banners/:id', numbers: ['id'], body: 'fields', bodySize: 'image' }],
  'logo-set': [{ method: 'PUT', path: '/logo', body: 'fields', bodySize: 'image' }],
  operators: [{ method: 'GET', path: '/operators', query: PAGE_QUERY }],
  'operator-add': [{ method: 'POST', path: '/operators', body: 'fields' }],
  'operator-set': [{ method: 'PATCH', path: '/operators/:username', body: 'fields' }],
  'operator-password-reset': [{ method: 'POST', path: '/operators/:username/password-reset' }],
  'operator-authenticator-reset': [{ method: 'POST', path: '/operators/:username/authenticator-reset' }],
  audit: [{ method: 'GET', path: '/audit', query: { ...AUDIT_QUERY, ...PAGE_QUERY } }],
  'audit-export': [{ method: 'GET', path: '/audit/export', query: AUDIT_QUERY }],
} as const satisfies Readonly<Record<string, readonly AdminRoute[]>>;

/** Every operator command's name: the role matrix, the console's rules and the answers' schemas are keyed by them. */
export type AdminCommandName = keyof typeof ADMIN_ROUTES;
export const ADMIN_COMMAND_NAMES = Object.keys(ADMIN_ROUTES) as AdminCommandName[];

/** A command the admin API serves (not the command line's alone). */
export type AdminRouteName = { [Name in AdminCommandName]: (typeof ADMIN_ROUTES)[Name] extends readonly [] ? never : Name }[AdminCommandName];

/** Every command the admin API serves: what a console session's `allowed` lists (with `settings-set:<key>`). */
export const ADMIN_ROUTE_NAMES = ADMIN_COMMAND_NAMES.filter((name): name is AdminRouteName => ADMIN_ROUTES[name].length > 0);

/** The path of a command's routes (every route of one command shares it; only their methods differ). */
export type AdminRoutePath<Name extends AdminRouteName> = (typeof ADMIN_ROUTES)[Name][number]['path'];

/** A command's route with that method, when it has one. */
export function adminRouteOf(name: AdminRouteName, method?: AdminRoute['method']): AdminRoute {
  const routes: readonly AdminRoute[] = ADMIN_ROUTES[name];
  const route = method === undefined ? routes[0] : routes.find((candidate) => candidate.method === method);
  if (route === undefined) throw new Error(`${name} has no ${method ?? ''} route`);
  return route;
}

/** A path's parameters as the arguments of adminPath: none for a path without any. */
type ParamsArgument<Path extends string> = keyof PathParams<Path> extends never ? [] : [params: PathParams<Path>];

/** The arguments a command's path needs after its name: `[]`, or `[{ id }]`. */
export type AdminPathArguments<Name extends AdminRouteName> = ParamsArgument<AdminRoutePath<Name>>;

/** The route of `name` at a path under ADMIN_PREFIX (`/members/12/sign-ins`) with that method, or null: the contract has none. */
export function adminRouteAt(method: AdminRoute['method'], path: string): { name: AdminRouteName; route: AdminRoute } | null {
  for (const [name, routes] of Object.entries(ADMIN_ROUTES) as [AdminRouteName, readonly AdminRoute[]][]) {
    for (const route of routes) {
      const pattern = new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`);
      if (route.method === method && pattern.test(path)) return { name, route };
    }
  }
  return null;
}

/** Where a command is served, its path parameters filled in: `adminPath('member', { id: 12 })` → `/admin/members/12`. */
export function adminPath<Name extends AdminRouteName>(name: Name, ...params: ParamsArgument<AdminRoutePath<Name>>): string {
  return filledAdminPath(adminRouteOf(name).path, params[0] ?? {});
}
