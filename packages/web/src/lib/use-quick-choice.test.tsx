import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useQuickChoice } from './use-quick-choice';

type Choice = 'a' | 'b';
/** What choice 'b' shows is never ready: a render that needs it waits for good. */
const never = new Promise<string>(() => undefined);

function Chooser({ value, onChange }: { value: Choice; onChange: (value: Choice) => void }) {
  const [shown, choose] = useQuickChoice(value, onChange);
  return (
    <div role="radiogroup" aria-label="Choice">
      {(['a', 'b'] as const).map((each) => (
        <button key={each} type="button" role="radio" aria-checked={shown === each} onClick={() => { choose(each); }}>
          {each}
        </button>
      ))}
    </div>
  );
}

function Content({ value }: { value: Choice }) {
  return <p>{value === 'a' ? 'content of a' : use(never)}</p>;
}

function Owner() {
  const [value, setValue] = useState<Choice>('a');
  return (
    <>
      <Chooser value={value} onChange={setValue} />
      <button type="button" onClick={() => { setValue('a'); }}>
        Reset
      </button>
      <Suspense fallback={<p>loading</p>}>
        <Content value={value} />
      </Suspense>
    </>
  );
}

describe('useQuickChoice', () => {
  it('shows the tapped choice at once and renders what it changes in a transition, keeping the page as it was meanwhile', async () => {
    render(<Owner />);
    await userEvent.click(screen.getByRole('radio', { name: 'b' }));
    expect(screen.getByRole('radio', { name: 'b' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'a' })).toHaveAttribute('aria-checked', 'false');
    // Handed over urgently, the owner's render would have suspended and shown the fallback.
    expect(screen.getByText('content of a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the owner\'s value again once the transition is done, when the owner changed it meanwhile', async () => {
    render(<Owner />);
    await userEvent.click(screen.getByRole('radio', { name: 'b' }));
    expect(screen.getByRole('radio', { name: 'b' })).toHaveAttribute('aria-checked', 'true');
    // The reset comes after the choice: the transition ends on 'a', which renders, and the control
    // shows what the page shows.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    });
    expect(screen.getByRole('radio', { name: 'a' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('content of a')).toBeInTheDocument();
  });
});
