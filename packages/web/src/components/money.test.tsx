import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfig } from '../lib/config-store';
import { Money } from './money';

const company = (currencyBlankedFor: string) => ({ companyName: 'Acme Markets', currency: 'USDT', logo: '', currencyBlankedFor });

describe('Money', () => {
  beforeEach(() => {
    // performance.now() restarts at 0: the app was just opened.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    useConfig.setState({ companyConfig: null });
  });

  it('shows USDT with its colon, and blanks it 2 s after launch for the company the operator named', () => {
    useConfig.setState({ companyConfig: company('Acme Markets') });
    render(<Money amount="1234.5" currency="USDT" />);
    expect(screen.getByText('USDT:')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('USDT:')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('USDT:')).toBeNull();
    expect(screen.getByText('1,234.50')).toBeTruthy();
  });

  it('keeps the currency for every other company', () => {
    useConfig.setState({ companyConfig: company('Someone Else') });
    render(<Money amount="10" currency="USDT" />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('USDT:')).toBeTruthy();
  });
});
