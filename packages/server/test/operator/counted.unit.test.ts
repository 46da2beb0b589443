import { describe, expect, it } from 'vitest';
import { counted } from '../../src/operator/counted.js';

describe('counted', () => {
  it('says one session and two sessions, never "1 session(s)"', () => {
    expect(counted(1, 'session')).toBe('1 session');
    expect(counted(0, 'session')).toBe('0 sessions');
    expect(counted(2, 'member')).toBe('2 members');
  });
});
