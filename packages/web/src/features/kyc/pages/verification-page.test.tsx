import { API, CODE, KYC_DOCUMENT_MAX_BYTES, type TGetKycStatusResponse, type TKycDocumentKind, type TKycSubmission } from '@meridian/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer, payloadsTo, type ServerAnswer, type SeenCall } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { VerificationPage } from './verification-page';

// 2026-03-05 06:00 UTC: 14:00 in the demo member's +08:00.
const NOW = Date.UTC(2026, 2, 5, 6, 0);

const LEVEL_1: TGetKycStatusResponse = {
  level: 1,
  currency: 'USDT',
  limits: [
    { level: 0, withdraw24h: '100.00', withdraw30d: '500.00' },
    { level: 1, withdraw24h: '1000.00', withdraw30d: '5000.00' },
    { level: 2, withdraw24h: '10000.00', withdraw30d: '50000.00' },
    { level: 3, withdraw24h: null, withdraw30d: null },
  ],
  asks: { documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true },
  withdrawn: { last24h: '250.00', last30d: '1200.50' },
  open: null,
  history: [],
};

function submission(changes: Partial<TKycSubmission>): TKycSubmission {
  return { id: 11, level: 2, status: 'drafted', documentType: null, documentNumber: null, country: null, documents: [], reason: null, createdAt: NOW, submittedAt: null, decidedAt: null, ...changes };
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const picture = (name: string) => new File([new Uint8Array(JPEG)], name, { type: 'image/jpeg' });

type Handler = (call: SeenCall, status: TGetKycStatusResponse) => TGetKycStatusResponse | ServerAnswer;

/**
 * A server holding the member's verification as the real one does: a picture makes the draft and
 * joins it, a submit sends it, a withdrawal closes it. A test replaces any call's answer.
 */
function kycServer(initial: TGetKycStatusResponse, handlers: Partial<Record<string, Handler>> = {}) {
  let status = initial;
  const answer = (call: SeenCall, next: TGetKycStatusResponse, data: unknown): ServerAnswer => {
    status = next;
    return { code: CODE.OK, data: call.path === API.kyc.getKycStatus ? status : data };
  };
  return mockServer((call) => {
    const handler = handlers[call.path];
    if (handler) {
      const result = handler(call, status);
      if ('code' in result) return result;
      return answer(call, result, result.open);
    }
    if (call.path === API.kyc.getKycStatus) return { code: CODE.OK, data: status };
    if (call.path === API.kyc.uploadKycDocument) {
      const { level, kind } = call.payload as { level: number; kind: TKycDocumentKind };
      const draft = status.open ?? submission({ level });
      const documents = [...draft.documents.filter((document) => document.kind !== kind), { kind, uploadedAt: NOW }];
      const open = { ...draft, documents };
      return answer(call, { ...status, open }, open);
    }
    if (call.path === API.kyc.submitKyc && status.open !== null) {
      const { documentType = null, documentNumber = null, country = null } = call.payload as Partial<TKycSubmission>;
      const masked = documentNumber === null ? null : `****${documentNumber.slice(-4)}`;
      const open = { ...status.open, status: 'submitted' as const, documentType, documentNumber: masked, country, submittedAt: NOW };
      return answer(call, { ...status, open }, open);
    }
    if (call.path === API.kyc.withdrawKycSubmission && status.open !== null) {
      return answer(call, { ...status, open: null, history: [{ ...status.open, status: 'withdrawn' }, ...status.history] }, { ok: true });
    }
    return { code: CODE.NOT_FOUND, msg: 'not found' };
  });
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStoresSignedIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const openPage = () => renderPage(ROUTE.verification, <VerificationPage />);
const choosePicture = (kind: TKycDocumentKind, file: File) => {
  fireEvent.change(screen.getByTestId(`kyc-picture-input-${kind}`), { target: { files: [file] } });
};
const submitButton = () => screen.getByRole('button', { name: 'Submit for review' });

describe('the verification page', () => {
  it('shows the member’s level, what they withdrew against its limits, and every level’s limits', async () => {
    kycServer(LEVEL_1);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-level')).toHaveTextContent('Level 1');
    expect(screen.getByTestId('kyc-withdrawn-24h')).toHaveTextContent('250.00 USDTof 1,000.00 USDT');
    expect(screen.getByTestId('kyc-withdrawn-30d')).toHaveTextContent('1,200.50 USDTof 5,000.00 USDT');
    expect(screen.getByTestId('kyc-limit-0-24h')).toHaveTextContent('100.00 USDT');
    expect(screen.getByTestId('kyc-limit-2-30d')).toHaveTextContent('50,000.00 USDT');
    expect(screen.getByTestId('kyc-limit-3-24h')).toHaveTextContent('No limit');
    expect(within(screen.getByTestId('kyc-level-1')).getByText('Your level')).toBeInTheDocument();
    expect(within(screen.getByTestId('kyc-level-2')).getByText('Next')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-level-2')).toHaveTextContent('An identity document (passport, identity card, or driving licence), its pictures and a selfie holding it, checked by our team.');
    // What the next level unlocks, and the way to it.
    expect(screen.getByRole('heading', { name: 'Next: level 2' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-next-limit-2-24h')).toHaveTextContent('10,000.00 USDT');
    expect(screen.getByRole('button', { name: 'Start level 2' })).toBeEnabled();
  });

  it('sends a member at level 0 to verify an email or a mobile number', async () => {
    kycServer({ ...LEVEL_1, level: 0 });
    openPage();
    expect(await screen.findByTestId('kyc-level')).toHaveTextContent('Level 0');
    expect(screen.queryByRole('button', { name: /Start level/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify a mobile number' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.contactChange}?kind=phone`);
  });

  it('uploads each picture with its own state, and says why a refused one was refused', async () => {
    const { calls } = kycServer(LEVEL_1, {
      [API.kyc.uploadKycDocument]: (call, status) =>
        (call.payload as { kind: string }).kind === 'selfie'
          ? { code: CODE.INVALID_PARAMS, msg: 'This file is not a picture the server can read.', data: { fields: ['image'] } }
          : { ...status, open: submission({ documents: [{ kind: 'idFront', uploadedAt: NOW }] }) },
    });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Start level 2' }));

    // Refused on the device: neither is sent.
    choosePicture('idFront', new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByTestId('kyc-picture-error-idFront')).toHaveTextContent('This file is not a picture. Choose a JPEG, PNG or WebP photo.');
    choosePicture('idBack', new File([new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('kyc-picture-error-idBack')).toHaveTextContent('This picture is larger than 10 MB.');
    expect(payloadsTo(calls, API.kyc.uploadKycDocument)).toEqual([]);

    choosePicture('idFront', picture('front.jpg'));
    await waitUntil(() => {
      expect(screen.getByTestId('kyc-picture-state-idFront')).toHaveTextContent('Added 2026-03-05 14:00');
    });
    expect(screen.queryByTestId('kyc-picture-error-idFront')).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace picture Front of the document' })).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.uploadKycDocument)).toEqual([{ level: 2, kind: 'idFront', image: 'data:image/jpeg;base64,/9j/4A==' }]);

    // Refused by the server: its message, beside the picture.
    choosePicture('selfie', picture('selfie.jpg'));
    expect(await screen.findByTestId('kyc-picture-error-selfie')).toHaveTextContent('This file is not a picture the server can read.');
    expect(screen.getByTestId('kyc-picture-state-selfie')).toHaveTextContent('Not added yet');
    expect(submitButton()).toBeDisabled();
  });

  it('keeps Submit for review disabled until every picture is there, then sends the document', async () => {
    const { calls } = kycServer(LEVEL_1);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Start level 2' }));
    expect(screen.getByTestId('kyc-picture-idBack')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passport' }));
    // A passport has no back to show.
    expect(screen.queryByTestId('kyc-picture-idBack')).toBeNull();
    expect(submitButton()).toBeDisabled();

    choosePicture('idFront', picture('front.jpg'));
    await waitUntil(() => {
      expect(screen.getByTestId('kyc-picture-state-idFront')).toHaveTextContent('Added');
    });
    expect(submitButton()).toBeDisabled();
    choosePicture('selfie', picture('selfie.jpg'));
    await waitUntil(() => {
      expect(submitButton()).toBeEnabled();
    });

    // The document's details are checked before anything is sent.
    await user.click(submitButton());
    expect(await screen.findByText('Enter the document number: 4 to 40 characters on one line.')).toBeInTheDocument();
    expect(screen.getByText('Choose the country that issued your document.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.submitKyc)).toEqual([]);

    await user.type(screen.getByLabelText('Document number'), 'X1234567');
    await user.selectOptions(screen.getByLabelText('Issuing country'), 'HK');
    await user.click(submitButton());
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.submitKyc)).toEqual([{ level: 2, documentType: 'passport', documentNumber: 'X1234567', country: 'HK' }]);
    // The number as the server gives it back: masked.
    expect(screen.getByTestId('kyc-submission-11-number')).toHaveTextContent('****4567');
    expect(screen.getByTestId('kyc-submission-11-country')).toHaveTextContent('Hong Kong');
    expect(screen.getByRole('button', { name: 'Withdraw submission' })).toBeInTheDocument();
  });

  it('offers only what the owner asks for: one document, chosen already, and no selfie', async () => {
    const { calls } = kycServer({ ...LEVEL_1, asks: { documentTypes: ['idCard'], selfieRequired: false } });
    openPage();
    expect(await screen.findByText('An identity document (identity card) and its pictures, checked by our team.', { selector: '[data-testid="kyc-level-2"] p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start level 2' }));
    const chips = within(screen.getByRole('group', { name: 'Document type' })).getAllByRole('button');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([['Identity card', 'true']]);
    expect(screen.queryByTestId('kyc-picture-selfie')).toBeNull();

    choosePicture('idFront', picture('front.jpg'));
    choosePicture('idBack', picture('back.jpg'));
    await waitUntil(() => {
      expect(submitButton()).toBeEnabled();
    });
    await user.type(screen.getByLabelText('Document number'), 'K1234567');
    await user.selectOptions(screen.getByLabelText('Issuing country'), 'HK');
    await user.click(submitButton());
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.submitKyc)).toEqual([{ level: 2, documentType: 'idCard', documentNumber: 'K1234567', country: 'HK' }]);
  });

  it('withdraws a submission waiting for review only once the member confirms', async () => {
    const waiting = submission({ status: 'submitted', documentType: 'idCard', documentNumber: '****4321', country: 'ES', submittedAt: NOW, documents: [{ kind: 'idFront', uploadedAt: NOW }] });
    const { calls } = kycServer({ ...LEVEL_1, open: waiting });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw submission' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(payloadsTo(calls, API.kyc.withdrawKycSubmission)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw submission' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its pictures are deleted at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Start level 2' })).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.withdrawKycSubmission)).toEqual([{ id: 11 }]);
    expect(within(screen.getByTestId('kyc-history-11')).getByText('Withdrawn')).toBeInTheDocument();
  });

  it('shows a rejected submission with the reason the operator gave', async () => {
    const rejected = submission({
      id: 9,
      status: 'rejected',
      documentType: 'driverLicence',
      documentNumber: '******4321',
      country: 'TR',
      reason: 'The back of the licence is blurred: please take it again in daylight.',
      submittedAt: NOW - 86_400_000,
      decidedAt: NOW,
    });
    kycServer({ ...LEVEL_1, history: [rejected] });
    openPage();
    const history = await screen.findByTestId('kyc-history-9');
    expect(within(history).getByText('Rejected')).toBeInTheDocument();
    expect(within(history).getByTestId('kyc-rejection-9')).toHaveTextContent('Reason for rejection: The back of the licence is blurred: please take it again in daylight.');
    expect(within(history).getByTestId('kyc-submission-9-number')).toHaveTextContent('******4321');
    expect(within(history).getByTestId('kyc-submission-9-type')).toHaveTextContent('Driving licence');
    // The next step says it too, where the member starts again.
    expect(screen.getAllByText(/The back of the licence is blurred/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start level 2' })).toBeEnabled();
  });

  it('asks level 3 for a proof of address alone, and withdraws its draft', async () => {
    const draft = submission({ id: 12, level: 3, documents: [{ kind: 'addressProof', uploadedAt: NOW }] });
    const { calls } = kycServer({ ...LEVEL_1, level: 2, open: draft });
    openPage();
    expect(await screen.findByRole('heading', { name: 'Level 3: proof of address' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('kyc-picture-'))).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Withdraw submission' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Start level 3' })).toBeInTheDocument();
    expect(payloadsTo(calls, API.kyc.withdrawKycSubmission)).toEqual([{ id: 12 }]);
  });
});
