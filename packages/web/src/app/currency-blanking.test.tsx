import type { TInterestRules } from '@meridian/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { BalanceLine } from '../features/recharge/components/balance-line';
import { BuyInForm } from '../features/wallet/components/buy-in-form';
import { useConfig } from '../lib/config-store';
import { useSession } from '../lib/session-store';
import { resetStores } from '../testing/reset-stores';

const RULES: TInterestRules = { currency: 'USDT', dailyRatePercent: '0.5', minAmount: '100.00', holdDays: 7, handlingPercent: '2' };

/**
 * Spec section 3: for the company the operator names, the member's currency is blanked 2 s after
 * launch, on every line that shows their own money, not on the home card alone.
 */
describe("the member's balance where the currency is blanked", () => {
  beforeEach(() => {
    resetStores();
    useConfig.setState({ companyConfig: { companyName: 'Acme Markets', currency: 'USDT', logo: '', currencyBlankedFor: 'Acme Markets' } });
    useSession.setState({ token: 'token', balance: { balance: '250.5', frozen: '0', currency: 'USDT' } });
    // Launched long enough ago: past the 2 s.
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the deposit page’s balance without the currency', () => {
    render(<BalanceLine />);
    expect(screen.getByTestId('recharge-balance')).toHaveTextContent(/^250\.50$/);
  });

  it('shows the interest wallet’s available balance without the currency, and still names it in the rules', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BuyInForm rules={RULES} available="250.5" onBoughtIn={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^Available: 250\.50\s*$/)).toBeInTheDocument();
    expect(screen.getByText('Amount (USDT)')).toBeInTheDocument();
  });

  it('keeps the currency for every other company', () => {
    useConfig.setState({ companyConfig: { companyName: 'Someone Else', currency: 'USDT', logo: '', currencyBlankedFor: 'Acme Markets' } });
    render(<BalanceLine />);
    expect(screen.getByTestId('recharge-balance')).toHaveTextContent('250.50 USDT');
  });
});
