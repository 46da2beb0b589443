import type { TMemberInfo } from '@meridian/protocol';

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
