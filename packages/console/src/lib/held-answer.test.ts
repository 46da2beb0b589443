import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../api/csrf-token';
import { dataProvider } from '../data-provider';
import { doneUnlessHeld, heldApprovalOf, heldNotice } from './held-answer';

const HELD_MESSAGE = 'Held for a second operator: 5000 is above the four-eyes limit of 1000 (approval #7).';

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('four eyes: a 202 held answer', () => {
  it('comes through the data provider as a success with the approval id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ok: true, message: HELD_MESSAGE, data: { approvalId: 7, held: true } }), { status: 202 }))),
    );
    setCsrfToken('csrf-1');
    const answer = await dataProvider.custom?.({ url: '/admin/adjustments', method: 'post', payload: { username: 'ann', amount: '5000', reason: 'goodwill' } });
    expect(heldApprovalOf(answer)).toBe(7);
  });

  it('is told as held for a second operator, with the server message under it, and no "Done"', () => {
    const answer = { data: { approvalId: 7, held: true }, message: HELD_MESSAGE };
    expect(heldNotice(answer)).toEqual({ message: "Held for a second operator's approval (#7)", description: `Server: ${HELD_MESSAGE}` });
    expect(doneUnlessHeld(answer)).toBe(false);
  });

  it('leaves a command that ran to the usual "Done"', () => {
    const answer = { data: { balance: '25.00' }, message: 'Adjusted ann by 25.00.' };
    expect(heldApprovalOf(answer)).toBeNull();
    expect(heldNotice(answer)).toBeNull();
    expect(doneUnlessHeld(answer)).toEqual({ type: 'success', message: 'Done', description: 'Adjusted ann by 25.00.' });
    expect(heldApprovalOf({ data: { held: false, approvalId: 3 } })).toBeNull();
    expect(heldApprovalOf(null)).toBeNull();
  });
});
