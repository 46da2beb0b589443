import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/operator/parse-command.js';

describe('operator command line', () => {
  it.each([
    [['outbox'], { name: 'outbox', to: undefined, limit: 20 }],
    [['outbox', '--to', 'a@b.io', '--limit', '5'], { name: 'outbox', to: 'a@b.io', limit: 5 }],
    [['maintenance', 'on', 'Back', 'at', '10:00'], { name: 'maintenance', on: true, message: 'Back at 10:00' }],
    [['maintenance', 'off'], { name: 'maintenance', on: false, message: '' }],
    [['ledger-check'], { name: 'ledger-check' }],
  ])('reads %j', (args, command) => {
    expect(parseCommand(args)).toEqual(command);
  });

  it.each([[[]], [['nonsense']], [['maintenance']], [['maintenance', 'maybe']], [['outbox', '--to']], [['outbox', '--limit', 'x']], [['ledger-check', 'x']]])(
    'refuses %j',
    (args) => {
      expect(parseCommand(args)).toBeNull();
    },
  );
});
