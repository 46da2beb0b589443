import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { accessAnswered } from '../../testing/access-answers';
import { operatorUser, uploadWith } from '../../testing/console-screen';
import { jsonAnswer } from '../../testing/test-env';
import { CompanyForm } from './settings-forms';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const APP = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };

const CONTENT: TConsoleSession = {
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
function stubServer(session: TConsoleSession = CONTENT, logo = ''): Sent[] {
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

const shownLogo = () => screen.queryByRole('img', { name: "The company's logo" })?.getAttribute('src');

afterEach(closeComponent);

describe("the company's logo", () => {
  it('sends a chosen PNG at once, and shows the logo the server kept', async () => {
    const sent = stubServer();
    renderInConsole(<CompanyForm />);
    const upload = await screen.findByRole('button', { name: /Upload a logo/ });
    expect(screen.getByText("No logo: the app shows the company's initial.")).toBeInTheDocument();
    await uploadWith(upload, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(shownLogo()).toBe('/uploads/0f3c.png');
    });
    expect(sent).toEqual([{ path: '/admin/logo', body: { image: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` } }]);
  });

  it('refuses a logo over 256 KB before sending it, and removes one', async () => {
    const sent = stubServer(CONTENT, '/uploads/old.png');
    renderInConsole(<CompanyForm />);
    const replace = await screen.findByRole('button', { name: /Replace the logo/ });
    expect(shownLogo()).toBe('/uploads/old.png');
    await uploadWith(replace, new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo is larger than 256 KB. Choose a smaller one.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await operatorUser().click(screen.getByRole('button', { name: /Remove the logo/ }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent).toEqual([{ path: '/admin/logo', body: { image: null } }]);
  });

  it('shows the logo without its buttons to a role that may not change it', async () => {
    stubServer({ ...CONTENT, role: 'finance', allowed: ['settings-get'] }, '/uploads/old.png');
    renderInConsole(<CompanyForm />);
    await waitFor(() => {
      expect(shownLogo()).toBe('/uploads/old.png');
    });
    await accessAnswered('settings', 'logo');
    expect(screen.queryByRole('button', { name: /Replace the logo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove the logo/ })).not.toBeInTheDocument();
  });
});
