import '@ant-design/v5-patch-for-react-19';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, operatorUser } from '../../testing/console-screen';
import { jsonAnswer } from '../../testing/test-env';
import { TotpStep } from './totp-step';

const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Meridian:ann?secret=JBSWY3DPEHPK3PXP', qr: 'data:image/png;base64,iVBORw0KGgo=' };

afterEach(closeComponent);

describe('enrolling an authenticator', () => {
  it('says what to do about a code that is not the one the authenticator shows now, not "the server refused"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const { pathname } = new URL(url, 'http://console.test');
        if (pathname === '/admin/session/totp') return jsonAnswer(200, { ok: true, message: 'Scan the code with your authenticator app.', data: ENROLMENT });
        if (pathname === '/admin/session/totp/confirm') return jsonAnswer(422, { ok: false, message: 'That code is wrong: check the time on your phone and try the next one.' });
        return jsonAnswer(404, { ok: false, message: 'Not Found' });
      }),
    );
    renderInConsole(<TotpStep onConfirmed={() => undefined} />);
    expect(await screen.findByText(ENROLMENT.secret, { exact: false })).toBeInTheDocument();
    await fillIn(screen.getByLabelText('Code from the authenticator'), '123456');
    await operatorUser().click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That is not the code your authenticator shows for this secret now.');
    expect(alert).not.toHaveTextContent('The server refused.');
  });
});
