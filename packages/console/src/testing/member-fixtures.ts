import type { TMemberDetail } from '@meridian/protocol';

/** Member 7, "ann", as the member page reads her: 1,000 USDT, nothing frozen, nothing bound. */
export function annDetail(twoStepOn = false): TMemberDetail {
  return {
    member: {
      id: 7,
      username: 'ann',
      nickname: '',
      mobile: '',
      email: '',
      inviteCode: 'ANN777',
      inviterId: null,
      balance: '1000.00',
      frozen: '0.00',
      registeredAt: '2026-11-01T08:00:00.000Z',
      loginFrozen: false,
      withdrawFrozen: false,
      grantedLevel: null,
    },
    bankCards: [],
    addresses: [],
    inviters: [],
    teamSize: 0,
    sessions: [],
    twoStepOn,
    taskLevel: {
      level: 1,
      name: 'VIP1',
      granted: false,
      grantedLevel: null,
      completedTotal: 4,
      levels: [
        { level: 1, name: 'VIP1', completedTasksNeeded: 0 },
        { level: 2, name: 'VIP2', completedTasksNeeded: 20 },
        { level: 3, name: 'VIP3', completedTasksNeeded: 60 },
      ],
    },
  };
}
