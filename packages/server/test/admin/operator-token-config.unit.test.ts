import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env.js';
import { operatorNameOf } from '../../src/admin/admin-auth.js';

const LONG = 'a'.repeat(24);

describe('OPERATOR_TOKEN', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig({}).operatorTokens).toEqual([]);
    expect(loadConfig({ OPERATOR_TOKEN: ' ' }).operatorTokens).toEqual([]);
  });

  it('reads one token (named operator) or several named ones', () => {
    expect(loadConfig({ OPERATOR_TOKEN: LONG }).operatorTokens).toEqual([{ name: 'operator', token: LONG }]);
    expect(loadConfig({ OPERATOR_TOKEN: `alice=${LONG},bob.ops=${'b'.repeat(30)}` }).operatorTokens).toEqual([
      { name: 'alice', token: LONG },
      { name: 'bob.ops', token: 'b'.repeat(30) },
    ]);
  });

  it.each([
    ['a short token', 'short'],
    ['a bad name', `al ice=${LONG}`],
    ['two tokens with one name', `a=${LONG},a=${'c'.repeat(24)}`],
  ])('refuses %s', (_label, value) => {
    expect(() => loadConfig({ OPERATOR_TOKEN: value })).toThrow(ConfigError);
  });
});

describe('operatorNameOf', () => {
  const tokens = [
    { name: 'alice', token: LONG },
    { name: 'bob', token: 'b'.repeat(30) },
  ];
  it('names the operator whose bearer token it is', () => {
    expect(operatorNameOf(`Bearer ${LONG}`, tokens)).toBe('alice');
    expect(operatorNameOf(`bearer ${'b'.repeat(30)}`, tokens)).toBe('bob');
  });
  it.each([[undefined], [''], ['Bearer'], ['Bearer '], [LONG], [`Basic ${LONG}`], [`Bearer ${LONG}x`], [`Bearer ${LONG.slice(1)}`]])('refuses %j', (header) => {
    expect(operatorNameOf(header, tokens)).toBeNull();
  });
  it('refuses everything when no token is configured', () => {
    expect(operatorNameOf('Bearer ', [])).toBeNull();
    expect(operatorNameOf(`Bearer ${LONG}`, [])).toBeNull();
  });
});
