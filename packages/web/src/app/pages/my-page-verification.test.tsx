import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../config/routes';
import { mockServer } from '../../testing/envelope-fetch';
import { renderPage } from '../../testing/render-page';
import { resetStoresSignedIn } from '../../testing/reset-stores';
import { MyPage } from './my-page';

const LEVEL_2 = {
  level: 2,
  currency: 'USDT',
  limits: [{ level: 2, withdraw24h: '10000.00', withdraw30d: null }],
  withdrawn: { last24h: '0.00', last30d: '0.00' },
  open: null,
  history: [],
  asks: { documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true },
};

beforeEach(() => {
  resetStoresSignedIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the verification row on my/index', () => {
  it('shows the member’s level and opens the verification page', async () => {
    // Only the verification is what this is about: every other call answers empty.
    mockServer((call) => (call.path === API.kyc.getKycStatus ? { code: CODE.OK, data: LEVEL_2 } : { code: CODE.OK }));
    renderPage(ROUTE.my, <MyPage />);
    const row = await screen.findByRole('button', { name: 'Verification Level 2' });
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(row);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.verification);
  });
});
