/** Each kind's routes and the commands they need (docs/console-api.md, "Actions"). */
export const ORDER_ROUTES = {
  recharge: { collection: 'recharges', accept: 'approve', acceptAction: 'recharge-approve', rejectAction: 'recharge-reject' },
  withdrawal: { collection: 'withdrawals', accept: 'pay', acceptAction: 'withdrawal-pay', rejectAction: 'withdrawal-reject' },
} as const;
