import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/operator/parse-command.js';

describe('operator command line', () => {
  it.each([
    [['outbox'], { name: 'outbox', to: undefined, limit: 20 }],
    [['outbox', '--to', 'a@b.io', '--limit', '5'], { name: 'outbox', to: 'a@b.io', limit: 5 }],
    [['maintenance', 'on', 'Back', 'at', '10:00'], { name: 'maintenance', on: true, message: 'Back at 10:00' }],
    [['maintenance', 'off'], { name: 'maintenance', on: false, message: '' }],
    [['ledger-check'], { name: 'ledger-check' }],
    [['popup', '--title', 'Hi', '--content', '<p>x</p>'], { name: 'popup', title: 'Hi', content: '<p>x</p>' }],
    [
      ['popup', '--member', 'demo0001', '--content', 'x', '--title', 'Hi'],
      { name: 'popup', title: 'Hi', content: 'x', member: 'demo0001' },
    ],
    [['kick', 'demo0001'], { name: 'kick', username: 'demo0001' }],
    [['pending'], { name: 'pending', limit: 20 }],
    [['pending', '--limit', '5'], { name: 'pending', limit: 5 }],
    [['pending', '--limit', '9999'], { name: 'pending', limit: 500 }],
    [['audit'], { name: 'audit', page: 1, pageSize: 20, sort: 'id', order: 'desc' }],
    [['audit', '--limit', '3'], { name: 'audit', page: 1, pageSize: 3, sort: 'id', order: 'desc' }],
    [['audit', '--actor', 'cli:ops', '--page', '2'], { name: 'audit', actor: 'cli:ops', page: 2, pageSize: 20, sort: 'id', order: 'desc' }],
    [['members', '--q', 'demo'], { name: 'members', q: 'demo', page: 1, pageSize: 20, sort: 'id', order: 'desc' }],
    [['operator-add', 'alice', '--role', 'finance'], { name: 'operator-add', username: 'alice', role: 'finance' }],
    [['recharge', 'approve', 'RC1'], { name: 'recharge-approve', orderNo: 'RC1' }],
    [['recharge', 'reject', 'RC1', 'No', 'money', 'arrived'], { name: 'recharge-reject', orderNo: 'RC1', reason: 'No money arrived' }],
    [['withdrawal', 'pay', 'WD1'], { name: 'withdrawal-pay', orderNo: 'WD1' }],
    [['withdrawal', 'pay', 'WD1', '--reason', 'Verified by phone'], { name: 'withdrawal-pay', orderNo: 'WD1', reason: 'Verified by phone' }],
    [['withdrawal', 'reject', 'WD1', 'Card', 'closed'], { name: 'withdrawal-reject', orderNo: 'WD1', reason: 'Card closed' }],
    [['adjust', 'demo0001', '25.50', 'Goodwill', 'credit'], { name: 'adjust', username: 'demo0001', amount: '25.50', reason: 'Goodwill credit' }],
    [['adjust', 'demo0001', '-10', 'Reversal'], { name: 'adjust', username: 'demo0001', amount: '-10', reason: 'Reversal' }],
    [['adjust', 'demo0001', '+3', 'Bonus'], { name: 'adjust', username: 'demo0001', amount: '+3', reason: 'Bonus' }],
  ])('reads %j', (args, command) => {
    expect(parseCommand(args)).toEqual(command);
  });

  it.each([[[]], [['nonsense']], [['maintenance']], [['maintenance', 'maybe']], [['outbox', '--to']], [['outbox', '--limit', 'x']], [['ledger-check', 'x']],
    [['popup', '--title', 'Hi']], [['popup', '--content', 'x']], [['popup', '--title', ' ', '--content', 'x']],
    [['popup', '--title', 'a', '--title', 'b', '--content', 'x']], [['popup', '--title', 'a', '--content', 'x', '--to', 'y']],
    [['kick']], [['kick', 'a', 'b']],
    [['pending', '--limit']], [['pending', '--limit', '0']], [['pending', '--limit', 'x']], [['pending', 'now']], [['audit', '--to', 'x']],
    [['recharge']], [['recharge', 'approve']], [['recharge', 'approve', 'RC1', 'extra']], [['recharge', 'reject', 'RC1']], [['recharge', 'pay', 'RC1']],
    [['withdrawal', 'approve', 'WD1']], [['withdrawal', 'pay']], [['withdrawal', 'reject', 'WD1', ' ']],
    [['adjust']], [['adjust', 'demo0001']], [['adjust', 'demo0001', '10']], [['adjust', 'demo0001', 'ten', 'why']], [['adjust', 'demo0001', '1e3', 'why']]])(
    'refuses %j',
    (args) => {
      expect(parseCommand(args)).toBeNull();
    },
  );
});
