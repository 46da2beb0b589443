import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankLogo, bankColour, bankMonogram } from './bank-logo';

describe('bankMonogram', () => {
  it('keeps a code that is already an acronym', () => {
    expect(bankMonogram('HSBC', 'HSBC')).toBe('HSBC');
    expect(bankMonogram('BCA', 'Bank Central Asia')).toBe('BCA');
  });

  it('takes the initials of the distinctive words of the name, not “Bank”', () => {
    expect(bankMonogram('MANDIRI', 'Bank Mandiri')).toBe('M');
    expect(bankMonogram('GARANTI', 'Garanti BBVA')).toBe('GB');
    expect(bankMonogram('BOCHK', 'Bank of China (Hong Kong)')).toBe('C');
    expect(bankMonogram('PRIVATBANK', 'PrivatBank')).toBe('P');
    expect(bankMonogram('ZIRAAT', 'Ziraat Bankası')).toBe('Z');
    expect(bankMonogram('SANTANDER', 'Banco Santander')).toBe('S');
  });

  it('takes a Chinese name’s first character, and the code when the name has nothing else', () => {
    expect(bankMonogram('BOCHK', '中國銀行（香港）')).toBe('中');
    expect(bankMonogram('xbank', 'Bank')).toBe('XB');
  });
});

describe('BankLogo', () => {
  it('gives each bank its own colour, the same every time', () => {
    expect(bankColour('HSBC')).toBe(bankColour('HSBC'));
    expect(new Set(['HSBC', 'BCA', 'MANDIRI', 'GARANTI', 'BBVA'].map(bankColour)).size).toBeGreaterThan(2);
  });

  it('draws the mark for the eye only: no second copy of the bank’s name in the page text', () => {
    render(
      <p>
        <BankLogo code="HSBC" name="HSBC" />
        <span>HSBC</span>
      </p>,
    );
    const logo = screen.getByTestId('bank-logo');
    expect(logo).toHaveAttribute('data-mark', 'HSBC');
    expect(logo).toHaveAttribute('aria-hidden', 'true');
    expect(logo.textContent).toBe('');
    expect(screen.getAllByText('HSBC')).toHaveLength(1);
  });
});
