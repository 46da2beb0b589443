import { act, screen, waitFor } from '@testing-library/react';
import { Dialog, Modal } from 'antd-mobile';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

function Where() {
  const location = useLocation();
  return <p data-testid="page">{location.pathname}</p>;
}

/**
 * The overlays leave with antd-mobile's closing animation: on a busy 2-core runner it has taken
 * more than waitFor's default second.
 */
const CLOSE_ANIMATION_TIMEOUT_MS = 5000;

/** The app's routes and layout (which closes them), after market, at a public page. */
function renderAt(page: string) {
  return renderApp(Where, ['/pages/market/market', page], { initialIndex: 1 }).router;
}

describe('overlays close when their page is left', () => {
  it('Back from a confirmation closes it and answers no: nothing is placed', async () => {
    const router = renderAt('/pages/market/transparency');
    let answer: boolean | null = null;
    void Dialog.confirm({ content: 'Confirm contract?' }).then((confirmed) => {
      answer = confirmed;
    });
    expect(await screen.findByText('Confirm contract?')).toBeInTheDocument();

    await act(() => router.navigate(-1));

    await waitFor(
      () => {
        expect(screen.queryByText('Confirm contract?')).not.toBeInTheDocument();
      },
      { timeout: CLOSE_ANIMATION_TIMEOUT_MS },
    );
    expect(answer).toBe(false);
    expect(screen.getByTestId('page')).toHaveTextContent('/pages/market/market');
  });

  it('closes alerts, shown dialogs and modals on any change of page', async () => {
    const router = renderAt('/pages/home/index');
    void Dialog.alert({ content: 'An alert' });
    Dialog.show({ content: 'A letter', closeOnAction: true, actions: [{ key: 'ok', text: 'OK' }] });
    void Modal.alert({ content: 'A modal' });
    expect(await screen.findByText('A modal')).toBeInTheDocument();

    await act(() => router.navigate('/pages/proof/liabilities'));

    await waitFor(
      () => {
        expect(screen.queryByText('An alert')).not.toBeInTheDocument();
        expect(screen.queryByText('A letter')).not.toBeInTheDocument();
        expect(screen.queryByText('A modal')).not.toBeInTheDocument();
      },
      { timeout: CLOSE_ANIMATION_TIMEOUT_MS },
    );
  });

});
