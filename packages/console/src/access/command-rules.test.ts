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

  it('shows operators only to a role that may list them (the operators command)', () => {
    expect(mayDo(support, 'operators', 'list')).toBe(false);
    expect(mayDo(['operators'], 'operators', 'list')).toBe(true);
    expect(mayDo(['operators'], 'operators', 'create')).toBe(false);
    expect(mayDo(['operators', 'operator-add'], 'operators', 'create')).toBe(true);
  });

  it('shows the dashboard with its command, but not the ledger check without its own', () => {
    expect(mayDo(['dashboard'], 'dashboard', 'list')).toBe(true);
    expect(mayDo([], 'dashboard', 'list')).toBe(false);
    expect(mayDo(['dashboard'], 'dashboard', 'ledger-check')).toBe(false);
  });

  it("shows support the member's freeze, pay password reset and kick, and finance none of them", () => {
    const supportRole = ['members', 'member', 'kick', 'member-freeze', 'pay-password-reset', 'letter-send'];
    const finance = ['members', 'member', 'adjust', 'pending', 'approvals', 'approval-approve', 'approval-reject'];
    for (const action of ['freeze', 'pay-password-reset', 'kick']) {
      expect(mayDo(supportRole, 'members', action)).toBe(true);
      expect(mayDo(finance, 'members', action)).toBe(false);
    }
  });

  it('shows approvals and their decisions to a role with the approval commands only', () => {
    const finance = ['approvals', 'approval-approve', 'approval-reject'];
    expect(mayDo(finance, 'approvals', 'list')).toBe(true);
    expect(mayDo(finance, 'approvals', 'approve')).toBe(true);
    expect(mayDo(finance, 'approvals', 'reject')).toBe(true);
    expect(mayDo(['approvals'], 'approvals', 'approve')).toBe(false);
    expect(mayDo(['members'], 'approvals', 'list')).toBe(false);
  });

  it('shows the maintenance switch only with the maintenance command (the owner)', () => {
    expect(mayDo(['dashboard'], 'dashboard', 'maintenance')).toBe(false);
    expect(mayDo(['dashboard', 'maintenance'], 'dashboard', 'maintenance')).toBe(true);
  });

  it("edits a setting only with its duty's `settings-set:<key>` (content the branding, finance where members send money)", () => {
    const content = ['settings-get', 'settings-set', 'settings-set:company', 'settings-set:contract'];
    const finance = ['settings-get', 'settings-set', 'settings-set:recharge', 'settings-set:fourEyes'];
    expect(mayDo(content, 'settings', 'edit', 'company')).toBe(true);
    expect(mayDo(content, 'settings', 'edit', 'recharge')).toBe(false);
    expect(mayDo(content, 'settings', 'edit', 'fourEyes')).toBe(false);
    expect(mayDo(finance, 'settings', 'edit', 'recharge')).toBe(true);
    expect(mayDo(finance, 'settings', 'edit', 'company')).toBe(false);
  });

  it('refuses actions and resources it does not know', () => {
    expect(commandFor('members', 'delete')).toBeUndefined();
    expect(mayDo(['members'], 'members', 'delete')).toBe(false);
    expect(mayDo(['members'], 'toString', 'list')).toBe(false);
  });
});

describe('the products, content and system screens', () => {
  // The role matrix's content role (packages/server/src/operator/role-matrix.ts), owner-free.
  const content = [
    'dashboard', 'popup', 'settings-get', 'settings-set', 'contract-options', 'contract-option-set', 'contract-option-remove', 'interest-terms',
    'channel-name', 'support-hours', 'support-label', 'mining-products', 'mining-product-add', 'mining-product-set', 'goods', 'goods-add', 'goods-set',
    'notices', 'notice-add', 'notice-set', 'notice-remove', 'letter-send', 'help-articles', 'help-set', 'help-remove', 'activities', 'activity-add', 'activity-set',
    'banners', 'banner-add', 'banner-set',
  ];
  const finance = ['dashboard', 'members', 'member', 'ledger-check', 'pending', 'settings-get', 'recharges', 'withdrawals', 'bills', 'push-deliveries'];
  const support = ['dashboard', 'members', 'member', 'kick', 'outbox', 'push-deliveries', 'popup', 'letter-send', 'recharges'];

  it('gives the content role every product and content screen and its changes, the popup form, but not the outbox', () => {
    for (const resource of ['terms', 'mining-products', 'goods', 'settings', 'notices', 'letters', 'banners', 'help', 'activities', 'support']) {
      expect(mayDo(content, resource, 'list')).toBe(true);
    }
    expect(mayDo(content, 'banners', 'create')).toBe(true);
    expect(mayDo(content, 'notices', 'delete')).toBe(true);
    expect(mayDo(content, 'terms', 'contract-option-remove')).toBe(true);
    expect(mayDo(content, 'settings', 'edit')).toBe(true);
    expect(mayDo(content, 'support', 'channel-name')).toBe(true);
    expect(mayDo(content, 'outbox', 'list')).toBe(false);
    expect(mayDo(content, 'products', 'list')).toBe(true);
    // System shows it the popup form only (the role matrix lets content send popups).
    expect(mayDo(content, 'popups', 'list')).toBe(true);
    expect(mayDo(content, 'system', 'list')).toBe(true);
  });

  it('lets finance read the settings without changing them, and shows it no content', () => {
    expect(mayDo(finance, 'settings', 'list')).toBe(true);
    expect(mayDo(finance, 'settings', 'edit')).toBe(false);
    expect(mayDo(finance, 'products', 'list')).toBe(true);
    expect(mayDo(finance, 'goods', 'list')).toBe(false);
    expect(mayDo(finance, 'content', 'list')).toBe(false);
  });

  it('gives support the outbox and letters only', () => {
    expect(mayDo(support, 'outbox', 'list')).toBe(true);
    expect(mayDo(support, 'system', 'list')).toBe(true);
    expect(mayDo(support, 'letters', 'create')).toBe(true);
    expect(mayDo(support, 'content', 'list')).toBe(true);
    expect(mayDo(support, 'banners', 'list')).toBe(false);
    expect(mayDo(support, 'products', 'list')).toBe(false);
  });

  it('shows the push queue under System to support and finance, and not to content', () => {
    expect(mayDo(support, 'push-deliveries', 'list')).toBe(true);
    expect(mayDo(finance, 'push-deliveries', 'list')).toBe(true);
    expect(mayDo(finance, 'system', 'list')).toBe(true);
    expect(mayDo(content, 'push-deliveries', 'list')).toBe(false);
  });

  it('refuses a group any action but list', () => {
    expect(mayDo(content, 'products', 'create')).toBe(false);
  });
});

describe('support conversations and popups', () => {
  // The role matrix (packages/server/src/operator/role-matrix.ts): support and the owner answer members.
  const support = ['dashboard', 'members', 'member', 'conversations', 'conversation', 'conversation-reply', 'conversation-close', 'outbox', 'popup'];
  const finance = ['dashboard', 'members', 'member', 'pending', 'recharges', 'withdrawals'];

  it('shows support its conversations, replies and closing, and finance none of them', () => {
    for (const action of ['list', 'show', 'reply', 'close']) {
      expect(mayDo(support, 'conversations', action)).toBe(true);
      expect(mayDo(finance, 'conversations', action)).toBe(false);
    }
    expect(mayDo(['conversations', 'conversation'], 'conversations', 'reply')).toBe(false);
    expect(commandFor('conversations', 'close')).toBe('conversation-close');
  });

  it('shows the popup form under System to a role that may run popup', () => {
    expect(mayDo(support, 'popups', 'list')).toBe(true);
    expect(mayDo(support, 'system', 'list')).toBe(true);
    expect(mayDo(finance, 'popups', 'list')).toBe(false);
    expect(mayDo(['dashboard', 'popup'], 'system', 'list')).toBe(true);
  });
});

describe("members' orders", () => {
  // The role matrix: owner, finance and support read orders; content does not.
  const support = ['dashboard', 'members', 'member', 'contracts', 'mining-orders', 'interest-orders', 'task-orders'];
  const content = ['dashboard', 'notices', 'goods'];

  it('shows the Orders group and each list to a role that may read them, and to no other', () => {
    for (const resource of ['orders', 'contracts', 'mining-orders', 'interest-orders', 'task-orders']) {
      expect(mayDo(support, resource, 'list')).toBe(true);
      expect(mayDo(content, resource, 'list')).toBe(false);
    }
    expect(mayDo(['task-orders'], 'orders', 'list')).toBe(true);
  });

  it('knows no action on an order but reading the list', () => {
    expect(commandFor('contracts', 'edit')).toBeUndefined();
    expect(mayDo(support, 'contracts', 'delete')).toBe(false);
  });
});
