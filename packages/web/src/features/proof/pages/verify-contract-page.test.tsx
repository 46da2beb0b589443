import { API, CODE, type TGetContractProofRequest } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { honestContractProof } from '../../../testing/contract-proof';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { VerifyContractPage } from './verify-contract-page';

/** The verify page checks what the server answers in the browser, and says which check fails. */
function server(proof = honestContractProof()) {
  return mockServer((call) => {
    if (call.path !== API.proof.getContractProof) return { code: CODE.NOT_FOUND, msg: 'No such call' };
    const { orderNo } = call.payload as TGetContractProofRequest;
    return orderNo === proof.order.orderNo ? { code: CODE.OK, data: proof } : { code: CODE.NOT_FOUND, msg: 'No contract has this order number. Please check it.' };
  });
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verify a contract', () => {
  it('checks the contract of the order number in the address, without a session, and says it is verified', async () => {
    const { calls } = server();
    renderPage(ROUTE.verifyContract, <VerifyContractPage />, href(ROUTE.verifyContract, { orderNo: 'CS0009' }));
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('Verified');
    expect(calls[0]?.headers.accesstoken).toBe('');
    const checks = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(checks).toHaveLength(11);
    expect(checks.every((check) => check.dataset.ok === 'true')).toBe(true);
    expect(screen.getByText("Settlement tick: its proof leads to its second's Merkle root")).toBeInTheDocument();
    expect(screen.getByText('BTC/USDT 64,999')).toBeInTheDocument();
    expect(screen.getAllByText('#2')).toHaveLength(1);
  });

  it('checks the number typed into the form', async () => {
    server();
    const { router } = renderPage(ROUTE.verifyContract, <VerifyContractPage />);
    await userEvent.type(screen.getByLabelText('Order number'), 'CS0009');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('Verified');
    expect(router.state.location.search).toBe('?orderNo=CS0009');
  });

  it('asks for a number before checking nothing', async () => {
    const { calls } = server();
    renderPage(ROUTE.verifyContract, <VerifyContractPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says exactly which check fails when a tick was changed', async () => {
    const proof = honestContractProof();
    if (!proof.exit) throw new Error('settled');
    proof.exit.tick.price = '64999.5';
    server(proof);
    renderPage(ROUTE.verifyContract, <VerifyContractPage />, href(ROUTE.verifyContract, { orderNo: 'CS0009' }));
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('Not verified: 2 checks fail');
    const failed = within(screen.getByRole('list', { name: 'Checks' }))
      .getAllByRole('listitem')
      .filter((check) => check.dataset.ok === 'false')
      .map((check) => check.textContent);
    expect(failed).toEqual([
      "Settlement tick: the committed tick is not the contract's (pair, second or price differ)",
      "Settlement tick: it is not in its second's Merkle root (the proof does not lead to it)",
    ]);
  });

  it('says when no contract has the number', async () => {
    server();
    renderPage(ROUTE.verifyContract, <VerifyContractPage />, href(ROUTE.verifyContract, { orderNo: 'CT404' }));
    expect(await screen.findByText('Nothing to verify')).toBeInTheDocument();
    expect(screen.getByText('No contract has this order number. Please check it.')).toBeInTheDocument();
  });
});
