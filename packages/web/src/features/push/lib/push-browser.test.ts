import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf } from './push-browser';

describe('applicationServerKeyOf', () => {
  it('decodes the server’s base64url key, without padding, to its bytes', () => {
    // 0xfb 0xff 0xfe is "+//+" in base64 and "-__-" in base64url.
    expect(applicationServerKeyOf('-__-')).toEqual(Uint8Array.of(0xfb, 0xff, 0xfe));
    expect(applicationServerKeyOf('BAE')).toEqual(Uint8Array.of(4, 1));
    expect(applicationServerKeyOf('BAEC')).toEqual(Uint8Array.of(4, 1, 2));
  });

  it('gives a P-256 key’s 65 bytes', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = applicationServerKeyOf(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
