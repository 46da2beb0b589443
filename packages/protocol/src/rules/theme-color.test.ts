import { describe, expect, it } from 'vitest';
import { themeColorHex } from './theme-color.js';

describe('themeColorHex', () => {
  it.each([
    ['#0301c5', '#0301c5'],
    ['#E5484D', '#e5484d'],
    ['  #abc ', '#aabbcc'],
    ['rgb(229, 72, 77)', '#e5484d'],
    ['rgb(0,0,0)', '#000000'],
    ['rgba(255, 255, 255, 1)', '#ffffff'],
  ])('reads %j as %j', (text, hex) => {
    expect(themeColorHex(text)).toBe(hex);
  });

  it.each(['banana', '', '#12345', '#1234567', 'rgb(256, 0, 0)', 'rgba(1, 2, 3, 0.5)', 'hsl(0, 100%, 50%)', 'red', '#ggg000'])('refuses %j', (text) => {
    expect(themeColorHex(text)).toBeNull();
  });
});
