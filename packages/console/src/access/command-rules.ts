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
    'pay-password-reset': 'pay-password-reset',
  },
  pending: {
    list: 'pending',
    'recharge-approve': 'recharge-approve',
    'recharge-reject': 'recharge-reject',
    'withdrawal-pay': 'withdrawal-pay',
    'withdrawal-reject': 'withdrawal-reject',
  },
  recharges: { list: 'recharges' },
  withdrawals: { list: 'withdrawals' },
  approvals: { list: 'approvals', approve: 'approval-approve', reject: 'approval-reject' },
  bills: { list: 'bills' },
  audit: { list: 'audit' },
  operators: { list: 'operators', create: 'operator-add', edit: 'operator-set' },
} as const satisfies Record<string, Record<string, string | null>>;

export type ConsoleResource = keyof typeof COMMAND_RULES;
export type ConsoleAction<R extends ConsoleResource> = keyof (typeof COMMAND_RULES)[R];

/** The command an action needs, `null` for none, `undefined` when the console knows no such action. */
export function commandFor(resource: string, action: string): string | null | undefined {
  if (!Object.hasOwn(COMMAND_RULES, resource)) return undefined;
  const actions: Record<string, string | null> = COMMAND_RULES[resource as ConsoleResource];
  return Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/** Whether a role with these commands may do the action; unknown actions are refused. */
export function mayDo(allowed: readonly string[], resource: string, action: string): boolean {
  const command = commandFor(resource, action);
  if (command === undefined) return false;
  return command === null || allowed.includes(command);
}
