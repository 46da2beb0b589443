import type { TContractSettlementPush, TMemberInfo } from '@meridian/protocol';

export const DEMO_MEMBER: TMemberInfo = {
  id: 7,
  username: 'demo0001',
  nickname: 'Demo',
  avatar: '/avatars/1.svg',
  phone: '',
  email: 'demo@meridian.local',
  inviteCode: 'MERIDIAN',
  currency: 'USDT',
  timeZone: '+08:00',
  hasPayPassword: false,
  usdtAddress: '',
  network: '',
  createdAt: 1_700_000_000_000,
};

/** A won BTC/USDT contract as its settlement push carries it. */
export const SETTLED_CONTRACT: TContractSettlementPush = {
  orderId: 41,
  allname: 'BTC/USDT',
  direction: 'up',
  amount: '100.00',
  purchasePrice: '65000.10',
  settlePrice: '65010.00',
  profit: '85.00',
  status: 'won',
  settledAt: 1_900_000_000_000,
};
