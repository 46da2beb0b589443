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
  ])('reads %j', (args, command) => {
    expect(parseCommand(args)).toEqual(command);
  });

  it.each([[[]], [['nonsense']], [['maintenance']], [['maintenance', 'maybe']], [['outbox', '--to']], [['outbox', '--limit', 'x']], [['ledger-check', 'x']],
    [['popup', '--title', 'Hi']], [['popup', '--content', 'x']], [['popup', '--title', ' ', '--content', 'x']],
    [['popup', '--title', 'a', '--title', 'b', '--content', 'x']], [['popup', '--title', 'a', '--content', 'x', '--to', 'y']],
    [['kick']], [['kick', 'a', 'b']]])(
    'refuses %j',
    (args) => {
      expect(parseCommand(args)).toBeNull();
    },
  );
});
