import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonsNamed, press } from '../../testing/console-screen';
import { jsonAnswer, settle, waitFor } from '../../testing/test-env';
import { CompanyForm } from './settings-forms';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const APP = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };

const CONTENT: Session = {
  username: 'editor',
  role: 'content',
  stage: 'ready',
  csrfToken: 'csrf-4',
  allowed: ['settings-get', 'settings-set', 'settings-set:company', 'settings-set:app', 'logo-set'],
};

interface Sent {
  path: string;
  body: unknown;
}

/** The company setting with `logo`, which a logo-set changes as the server does. */
function stubServer(session: Session = CONTENT, logo = ''): Sent[] {
  const sent: Sent[] = [];
  let company = { companyName: 'Meridian', currency: 'USDT', logo, currencyBlankedFor: '' };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      if ((init.method ?? 'GET') !== 'GET') sent.push({ path: pathname, body });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/settings/company') return jsonAnswer(200, { ok: true, message: '', data: { key: 'company', source: 'stored', value: company } });
      if (pathname === '/admin/settings/app') return jsonAnswer(200, { ok: true, message: '', data: { key: 'app', source: 'stored', value: APP } });
      if (pathname === '/admin/logo') {
        const image = (body as { image: string | null }).image;
        company = { ...company, logo: image === null ? '' : '/uploads/0f3c.png' };
        return jsonAnswer(200, { ok: true, message: 'The logo is now /uploads/0f3c.png.', data: {} });
      }
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return sent;
}

function chooseFile(file: File): void {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const shownLogo = () => document.querySelector<HTMLImageElement>('img[alt="The company\'s logo"]')?.getAttribute('src');

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

describe("the company's logo", () => {
  it('sends a chosen PNG at once, and shows the logo the server kept', async () => {
    const sent = stubServer();
    renderInConsole(<CompanyForm />);
    await waitFor(() => buttonsNamed('Upload a logo').length === 1, 'the upload button');
    expect(document.body.textContent).toContain("No logo: the app shows the company's initial.");
    chooseFile(new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    await waitFor(() => shownLogo() === '/uploads/0f3c.png', 'the new logo');
    expect(sent).toEqual([{ path: '/admin/logo', body: { image: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` } }]);
  });

  it('refuses a logo over 256 KB before sending it, and removes one', async () => {
    const sent = stubServer(CONTENT, '/uploads/old.png');
    renderInConsole(<CompanyForm />);
    await waitFor(() => buttonsNamed('Replace the logo').length === 1, 'the stored logo');
    expect(shownLogo()).toBe('/uploads/old.png');
    chooseFile(new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => document.body.textContent.includes('The logo is larger than 256 KB. Choose a smaller one.'), 'the refusal');
    expect(sent).toEqual([]);
    press(buttonsNamed('Remove the logo')[0] ?? document.body);
    await waitFor(() => sent.length === 1, 'the removal');
    expect(sent).toEqual([{ path: '/admin/logo', body: { image: null } }]);
  });

  it('shows the logo without its buttons to a role that may not change it', async () => {
    stubServer({ ...CONTENT, role: 'finance', allowed: ['settings-get'] }, '/uploads/old.png');
    renderInConsole(<CompanyForm />);
    await waitFor(() => shownLogo() === '/uploads/old.png', 'the stored logo');
    await settle();
    expect(buttonsNamed('Replace the logo')).toHaveLength(0);
    expect(buttonsNamed('Remove the logo')).toHaveLength(0);
  });
});
