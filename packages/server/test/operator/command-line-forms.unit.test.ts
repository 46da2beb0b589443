import { describe, expect, it } from 'vitest';
import { helpFor, OPERATOR_USAGE, parseCommandLine } from '../../src/operator/parse-command.js';

const noFiles = (path: string): Buffer => {
  throw Object.assign(new Error(path), { code: 'EACCES' });
};

describe('product and content command lines', () => {
  it.each([
    [['settings-get', 'contract'], { name: 'settings-get', key: 'contract' }],
    [['settings-set', 'emailEnabled', '--json', 'false'], { name: 'settings-set', key: 'emailEnabled', value: false }],
    [['contract-option-set', '--seconds', '60', '--yield', '85', '--min', '10', '--max', '10000'], { name: 'contract-option-set', seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' }],
    [['interest-terms', '--min', '100', '--rate', '0.5', '--hold-days', '7', '--handling', '2'], { name: 'interest-terms', minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' }],
    [['mining-product-set', '3', '--enabled', 'false', '--expires', 'none'], { name: 'mining-product-set', id: 3, enabled: false, expiresAt: null }],
    [['goods-set', '4', '--price', '12.5'], { name: 'goods-set', id: 4, price: '12.5' }],
    [['notices'], { name: 'notices', limit: 20 }],
    [['notice-add', '--title', 'T', '--content', 'C', '--popup'], { name: 'notice-add', title: 'T', content: 'C', popup: true }],
    [['letter-send', '--member', 'demo0001', '--title', 'T', '--content', 'C'], { name: 'letter-send', title: 'T', content: 'C', member: 'demo0001' }],
    [['help-remove', '--code', 'fees'], { name: 'help-remove', code: 'fees' }],
    [['banner-set', '2', '--sort', '-1', '--link', 'none'], { name: 'banner-set', id: 2, sort: -1, link: null }],
  ])('reads %j', (args, command) => {
    expect(parseCommandLine(args)).toEqual({ ok: true, command });
  });

  it.each([
    [['goods-set'], /^goods-set needs its id first\. Usage: goods-set <id>/],
    [['goods-set', '--price', '3'], /^goods-set needs its id first/],
    [['goods-add', '--name', 'A', '--price'], /^--price needs a value\./],
    [['goods-add', '--name', 'A', '--name', 'B', '--price', '1'], /^--name is given twice\.$/],
    [['goods-add', '--colour', 'red'], /^goods-add has no option --colour\./],
    [['goods-add', '--name', 'A', '--price', '1', '--image', 'a.png'], /^--image cannot read a\.png \(EACCES\)\.$/],
    [['notice-add', '--title', 'T'], /^--content: Invalid input: expected string, received undefined\./],
    [['settings-set', 'app', '--json', 'nope'], /^--json is not JSON/],
    [['nonsense'], /^Usage: npm run operator/],
  ])('explains what is wrong with %j', (args, message) => {
    const line = parseCommandLine(args, noFiles);
    expect(line.ok).toBe(false);
    if (!line.ok) expect(line.error).toMatch(message);
  });

  it('lists every new command in the usage', () => {
    for (const name of ['settings-set', 'contract-option-remove', 'mining-product-add', 'goods-set', 'notice-remove', 'letter-send', 'help-set', 'activity-set', 'banner-add']) {
      expect(OPERATOR_USAGE).toContain(`  ${name} `);
    }
  });
});

describe('what the usage marks optional', () => {
  const aPicture = (): Buffer => Buffer.from('picture bytes');

  it('reads conversation-reply with a picture and no text', () => {
    expect(parseCommandLine(['conversation-reply', '7', '--image', 'receipt.png'], aPicture)).toEqual({
      ok: true,
      command: { name: 'conversation-reply', id: 7, text: '', image: aPicture().toString('base64') },
    });
  });

  it('still asks for a positional the schema needs', () => {
    const line = parseCommandLine(['recharge', 'reject', 'RC1']);
    expect(line.ok).toBe(false);
    if (!line.ok) expect(line.error).toMatch(/^recharge reject needs its reason\./);
  });
});

describe('help', () => {
  it.each([[['help']], [['--help']], [['-h']]])('%j lists the commands, not help articles', (args) => {
    expect(helpFor(args)).toBe(OPERATOR_USAGE);
    expect(OPERATOR_USAGE).toContain('  help-articles ');
    expect(OPERATOR_USAGE).toContain('  conversation-reply ');
  });

  it('shows how to type one command', () => {
    expect(helpFor(['help', 'conversation-reply'])).toBe(
      'Usage: npm run operator -- conversation-reply <id> [<text…>] [--image <file>]\n  answer a member in their conversation with support (text, or --image FILE)',
    );
    expect(helpFor(['help', 'recharge'])).toContain('recharge approve <order no>');
    expect(helpFor(['help', 'nonsense'])).toMatch(/^There is no command "nonsense"\.\n\nUsage: npm run operator/);
  });

  it('is not asked for by a command line', () => {
    expect(helpFor(['help-articles'])).toBeNull();
    expect(helpFor(['pending'])).toBeNull();
    expect(helpFor([])).toBeNull();
  });
});
