import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../testing/wait-until';
import { closePageOverlays, queueDialog } from './overlays';

// A dialog still fading in takes no pointer (antd-mobile): the member's tap comes once it is there.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A queued dialog with a title and one button that closes it. */
function ask(title: string, key?: string): void {
  queueDialog({
    ...(key === undefined ? {} : { key }),
    props: () => ({ title, closeOnAction: true, actions: [{ key: 'ok', text: `Close ${title}` }] }),
  });
}

async function onlyDialogIs(title: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  await waitUntil(() => {
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
  expect(within(dialog).getByText(title)).toBeInTheDocument();
}

async function close(title: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: `Close ${title}` }));
  await waitUntil(() => {
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });
}

describe('dialogs the app shows unasked', () => {
  it('show one at a time, the next once the one before is closed, in the order asked', async () => {
    ask('Unread letter');
    ask('Session reminder');
    ask('New version');

    await onlyDialogIs('Unread letter');
    await close('Unread letter');
    await onlyDialogIs('Session reminder');
    await close('Session reminder');
    await onlyDialogIs('New version');
    await close('New version');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('let a newer dialog of the same kind take the place of one waiting or shown', async () => {
    ask('Letter');
    ask('Popup 1', 'popup');
    ask('Popup 2', 'popup');
    await onlyDialogIs('Letter');
    await close('Letter');
    await onlyDialogIs('Popup 2');

    ask('Popup 3', 'popup');
    await waitUntil(() => {
      expect(screen.queryByText('Popup 2')).not.toBeInTheDocument();
    });
    await onlyDialogIs('Popup 3');
  });

  it('belong to their page: leaving it closes the one shown and drops those waiting', async () => {
    ask('On the old page');
    ask('Also on the old page');
    await onlyDialogIs('On the old page');

    closePageOverlays();
    await waitUntil(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    ask('On the new page');
    await onlyDialogIs('On the new page');
    expect(screen.queryByText('Also on the old page')).not.toBeInTheDocument();
  });
});
