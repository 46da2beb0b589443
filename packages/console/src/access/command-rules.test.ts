import { describe, expect, it } from 'vitest';
import { commandFor, mayDo } from './command-rules';

describe('mayDo', () => {
  const support = ['members', 'kick', 'letter-send', 'pending'];

  it('shows an action when the role may run its command', () => {
    expect(mayDo(support, 'members', 'list')).toBe(true);
    expect(mayDo(support, 'members', 'kick')).toBe(true);
  });

  it('hides an action whose command the role lacks (adjust needs adjust, approve needs recharge-approve)', () => {
    expect(mayDo(support, 'members', 'adjust')).toBe(false);
    expect(mayDo(support, 'pending', 'recharge-approve')).toBe(false);
    expect(mayDo(['recharge-approve'], 'pending', 'recharge-approve')).toBe(true);
  });

  it('shows operators only to a role that may add one', () => {
    expect(mayDo(support, 'operators', 'list')).toBe(false);
    expect(mayDo(['operator-add'], 'operators', 'list')).toBe(true);
  });

  it('lets every operator see the dashboard, but not run the ledger check without its command', () => {
    expect(mayDo([], 'dashboard', 'list')).toBe(true);
    expect(mayDo([], 'dashboard', 'ledger-check')).toBe(false);
  });

  it('refuses actions and resources it does not know', () => {
    expect(commandFor('members', 'delete')).toBeUndefined();
    expect(mayDo(['members'], 'members', 'delete')).toBe(false);
    expect(mayDo(['members'], 'toString', 'list')).toBe(false);
  });
});
