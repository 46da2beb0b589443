import { API, CODE, RESERVES_FORMAT, reserveMessage, type TLiabilitySnapshot, type TPublishedReserves, type TReserveEntry } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { LiabilitiesPage } from './liabilities-page';
import { ReservesPage } from './reserves-page';

const snapshot: TLiabilitySnapshot = { id: 4, takenAt: Date.UTC(2026, 2, 5), trigger: 'daily', rootHash: 'ab'.repeat(32), totalLiabilities: '5000.00000000', memberCount: 3, ledgerTotal: '5000.00000000' };
/** anvil's first two dev accounts (their keys are public): the hot wallet and a deposit address. */
const HOT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const COLD = '0x00000000000000000000000000000000000C01d0';
/**
 * EIP-191 signatures of snapshot 4's fixed message on ERC20 (chain 31337), made with viem's
 * signMessage's algorithm by each address's own key; FORGED_HOT is the hot wallet's message signed
 * with the deposit address's key.
 */
const SIGNATURE = {
  hot: '0xeac24794dc4aa09bed0002fde61a3bebea3241559061e2b3e45adb79598a862a2245d19e7506a305e014878c6cddfc665bc188a8cd6a0afaf05c3c4d05bd71921c',
  deposit: '0xf001da7f92b9f267d890c71f78b1f5d8a92c20b592af79c722ffec3cd16913977471ddddb8a80d88bf50d2aa7e75cdd205fc06abcb02605fcda38ad42b3533c51b',
  forgedHot: '0x805bcc0a87f932dc8f5be38adc58cfa8230bb20cb66e47cca0f90d5b5dedd75815a270eedc2557054fb26b1bfed5ebdb4bd407c979042908f32845e96de62e4c1b',
};

function signed(address: string, role: TReserveEntry['role'], units: string, signature: string): TReserveEntry {
  return { address, role, units, message: reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network: 'ERC20', chainId: 31337, address }), signature };
}

/** 4,000 hot + 1,250.5 in a deposit address + 2,000 cold = 7,250.5 against 5,000 owed. */
function published(hotSignature = SIGNATURE.hot): TPublishedReserves {
  return {
    format: RESERVES_FORMAT,
    snapshot,
    attestations: [
      {
        network: 'ERC20',
        chainId: 31337,
        token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        decimals: 6,
        blockNumber: 1234,
        blockHash: `0x${'cd'.repeat(32)}`,
        totalUnits: '7250500000',
        attestedAt: Date.UTC(2026, 2, 5, 0, 2),
        entries: [
          signed(HOT, 'hot', '4000000000', hotSignature),
          { address: COLD, role: 'cold', units: '2000000000', message: '', signature: '' },
          signed(DEPOSIT, 'deposit', '1250500000', SIGNATURE.deposit),
        ],
      },
    ],
    totalReserves: '7250.5',
    ratio: '1.4501',
  };
}

function server(reserves: TPublishedReserves | null) {
  return mockServer((call) => {
    if (call.path === API.liability.getReserves) return { code: CODE.OK, data: { reserves } };
    if (call.path === API.liability.getLiabilitySnapshot) return { code: CODE.OK, data: { snapshot } };
    return { code: CODE.OK, data: {} };
  });
}

function addressRow(address: string): HTMLElement {
  const row = screen.getAllByTestId('reserve-address').find((item) => within(item).queryByText(address) !== null);
  if (row === undefined) throw new Error(`${address} is listed`);
  return row;
}

// A visitor: the page is public, nobody is signed in.
beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the proof of reserves page', () => {
  it('checks every signature in the browser and shows the block, reserves against liabilities, the ratio and each address', async () => {
    server(published());
    renderPage(ROUTE.reserves, <ReservesPage />);
    expect(await screen.findByText('Verified in this browser: every signature proves control of its address, and the totals add up')).toBeInTheDocument();
    expect(screen.getByText('ERC20 · block 1234')).toBeInTheDocument();
    expect(screen.getByTestId('reserves-total')).toHaveTextContent('7,250.50');
    expect(screen.getByTestId('reserves-ratio')).toHaveTextContent('145.01% of liabilities');
    expect(within(addressRow(HOT)).getByText('Hot wallet · 4,000.00')).toBeInTheDocument();
    expect(within(addressRow(HOT)).getByText('Signature verified')).toBeInTheDocument();
    expect(within(addressRow(DEPOSIT)).getByText('Deposit address · 1,250.50')).toBeInTheDocument();
    expect(within(addressRow(DEPOSIT)).getByText('Signature verified')).toBeInTheDocument();
    expect(within(addressRow(COLD)).getByText('Cold wallet: no signature, as we never hold its key')).toBeInTheDocument();
  });

  it('marks the address whose signature another key made, and only that one', async () => {
    server(published(SIGNATURE.forgedHot));
    renderPage(ROUTE.reserves, <ReservesPage />);
    expect(await screen.findByText('Not verified: see what fails below')).toBeInTheDocument();
    expect(within(addressRow(HOT)).getByText('Forged: the signature was made by another key')).toBeInTheDocument();
    expect(within(addressRow(DEPOSIT)).getByText('Signature verified')).toBeInTheDocument();
  });

  it('says so when a balance no longer adds up to the published total', async () => {
    const changed = published();
    const deposit = changed.attestations[0]?.entries[2];
    if (deposit === undefined) throw new Error('three addresses');
    deposit.units = '1350500000';
    server(changed);
    renderPage(ROUTE.reserves, <ReservesPage />);
    expect(await screen.findByText("ERC20: the network's total is not the sum of its addresses")).toBeInTheDocument();
  });

  it('says when the snapshot is not attested yet, and when no snapshot exists', async () => {
    server({ format: RESERVES_FORMAT, snapshot, attestations: [], totalReserves: null, ratio: null });
    const first = renderPage(ROUTE.reserves, <ReservesPage />);
    expect(await screen.findByText('Reserves not attested yet')).toBeInTheDocument();
    first.unmount();
    server(null);
    renderPage(ROUTE.reserves, <ReservesPage />);
    expect(await screen.findByText('No snapshot published yet')).toBeInTheDocument();
  });

  it('downloads the reserves as the file the command line checks', async () => {
    server(published());
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) files.push(blob);
      return 'blob:reserves';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPage(ROUTE.reserves, <ReservesPage />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Download reserves file' }));
    expect(JSON.parse(await (files[0] as Blob).text())).toEqual(published());
  });

  it('is linked from the proof of liabilities', async () => {
    server(published());
    renderPage(ROUTE.liabilities, <LiabilitiesPage />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'See the proof of reserves' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(ROUTE.reserves);
  });
});
