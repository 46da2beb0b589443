/**
 * The operator command each thing of the console runs (docs/console-api.md: a session's `allowed`
 * lists command names). `null`: any signed-in operator may, because the server names no command
 * for it. The server refuses whatever a role may not do anyway; this only hides it.
 */
export const COMMAND_RULES = {
  dashboard: { list: 'dashboard', 'ledger-check': 'ledger-check', maintenance: 'maintenance' },
  members: {
    list: 'members',
    show: 'member',
    adjust: 'adjust',
    kick: 'kick',
    letter: 'letter-send',
    freeze: 'member-freeze',
    level: 'member-level',
    'pay-password-reset': 'pay-password-reset',
    'two-step-reset': 'two-step-reset',
  },
  pending: {
    list: 'pending',
    'recharge-approve': 'recharge-approve',
    'recharge-reject': 'recharge-reject',
    'withdrawal-pay': 'withdrawal-pay',
    'withdrawal-reject': 'withdrawal-reject',
    claim: 'order-claim',
    unclaim: 'order-unclaim',
  },
  recharges: { list: 'recharges', export: 'recharges-export' },
  withdrawals: { list: 'withdrawals', export: 'withdrawals-export' },
  approvals: { list: 'approvals', approve: 'approval-approve', reject: 'approval-reject' },
  bills: { list: 'bills', export: 'bills-export' },
  audit: { list: 'audit', export: 'audit-export' },
  // Members' orders: read-only lists.
  contracts: { list: 'contracts' },
  'mining-orders': { list: 'mining-orders' },
  'interest-orders': { list: 'interest-orders' },
  'task-orders': { list: 'task-orders' },
  operators: {
    list: 'operators',
    create: 'operator-add',
    edit: 'operator-set',
    'password-reset': 'operator-password-reset',
    'authenticator-reset': 'operator-authenticator-reset',
  },
  // Products and terms.
  terms: {
    list: 'contract-options',
    'contract-option-set': 'contract-option-set',
    'contract-option-remove': 'contract-option-remove',
    'interest-terms': 'interest-terms',
  },
  'mining-products': { list: 'mining-products', create: 'mining-product-add', edit: 'mining-product-set' },
  goods: { list: 'goods', create: 'goods-add', edit: 'goods-set' },
  settings: { list: 'settings-get', edit: 'settings-set', logo: 'logo-set' },
  // Content and branding.
  notices: { list: 'notices', create: 'notice-add', edit: 'notice-set', delete: 'notice-remove' },
  letters: { list: 'letter-send', create: 'letter-send' },
  banners: { list: 'banners', create: 'banner-add', edit: 'banner-set' },
  help: { list: 'help-articles', edit: 'help-set', delete: 'help-remove' },
  activities: { list: 'activities', create: 'activity-add', edit: 'activity-set' },
  // The support desk's texts: read from the customerService setting (settings-get), written by their own commands.
  support: { list: 'support-hours', hours: 'support-hours', label: 'support-label', 'channel-name': 'channel-name' },
  // Members' conversations with support.
  conversations: { list: 'conversations', show: 'conversation', reply: 'conversation-reply', close: 'conversation-close' },
  // The system.
  outbox: { list: 'outbox' },
  popups: { list: 'popup', create: 'popup' },
} as const satisfies Record<string, Record<string, string | null>>;

export type ConsoleResource = keyof typeof COMMAND_RULES;
export type ConsoleAction<R extends ConsoleResource> = keyof (typeof COMMAND_RULES)[R];

/**
 * The sider's groups: a group is shown when the role may list one of its resources, so a finance
 * operator never opens an empty "Content" menu.
 */
export const MENU_GROUPS = {
  orders: ['contracts', 'mining-orders', 'interest-orders', 'task-orders'],
  products: ['terms', 'mining-products', 'goods', 'settings'],
  content: ['notices', 'letters', 'banners', 'help', 'activities', 'support'],
  system: ['outbox', 'popups'],
} as const satisfies Record<string, readonly ConsoleResource[]>;

/** The command an action needs, `null` for none, `undefined` when the console knows no such action. */
export function commandFor(resource: string, action: string): string | null | undefined {
  if (!Object.hasOwn(COMMAND_RULES, resource)) return undefined;
  const actions: Record<string, string | null> = COMMAND_RULES[resource as ConsoleResource];
  return Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/**
 * Whether a role with these commands may do the action; unknown actions are refused. With a
 * `detail` (a setting's key), the role needs `<command>:<detail>` (docs/console-api.md).
 */
export function mayDo(allowed: readonly string[], resource: string, action: string, detail?: string): boolean {
  if (Object.hasOwn(MENU_GROUPS, resource)) {
    const members: readonly string[] = MENU_GROUPS[resource as keyof typeof MENU_GROUPS];
    return action === 'list' && members.some((member) => mayDo(allowed, member, 'list'));
  }
  const command = commandFor(resource, action);
  if (command === undefined) return false;
  if (command === null) return true;
  return allowed.includes(detail === undefined ? command : `${command}:${detail}`);
}
