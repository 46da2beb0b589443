import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBlock } from './status-block';

describe('StatusBlock', () => {
  it('shows no library text under an empty state without a hint', async () => {
    const { container } = render(<StatusBlock status="empty" title="No bills yet" />);
    // The first block loads ErrorBlock's chunk, which takes a moment.
    expect(await screen.findByText('No bills yet', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Want to try a new search?')).toBeNull();
    expect(container.querySelector('.adm-error-block-description-subtitle')).toBeNull();
  });

  it('shows no library text under a failure without a hint, nor an empty hint line', async () => {
    const { container } = render(<StatusBlock status="default" title="Could not load" description="" />);
    expect(await screen.findByText('Could not load')).toBeVisible();
    expect(screen.queryByText('Please wait a minute and try again')).toBeNull();
    expect(container.querySelector('.adm-error-block-description-subtitle')).toBeNull();
  });

  it('shows the hint it is given', async () => {
    render(<StatusBlock status="empty" title="No bills yet" description="Your deposits will show here." />);
    expect(await screen.findByText('Your deposits will show here.')).toBeVisible();
  });
});
