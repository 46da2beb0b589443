import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfig } from './config-store';
import { useShownCurrency } from './use-shown-currency';

function Shown() {
  return <span data-testid="shown">{useShownCurrency('USDT') || '(blank)'}</span>;
}

describe('useShownCurrency', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useConfig.setState({ companyConfig: { companyName: 'Acme Markets', currency: 'USDT', logo: '', currencyBlankedFor: 'Acme Markets' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useConfig.setState({ companyConfig: null });
  });

  it('blanks when its timer fires even if the clock reads a hair before the 2 s then (a browser cuts a delay’s fraction)', () => {
    // Opened 1,000.5 ms after launch; the timer's fraction cut, it fires when the clock reads 1,999.9.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000.5);
    render(<Shown />);
    expect(screen.getByTestId('shown')).toHaveTextContent('USDT');
    clock.mockReturnValue(1999.9);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('shown')).toHaveTextContent('(blank)');
  });
});
