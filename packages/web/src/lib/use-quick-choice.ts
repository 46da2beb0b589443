import { useState, useTransition } from 'react';

/**
 * A choice whose control answers the tap at once, while what the choice changes renders after it
 * (issue 43: the interaction's next paint waits only for the control). The control shows the
 * returned value; `choose` shows it there at once and hands it to `onChange` in a transition, so the
 * page that re-sorts a list or loads other candles renders in slices the browser can paint between,
 * and keeps what it showed until the new state is ready. Once the transition is done the control
 * shows the owner's value again, whatever happened meanwhile (a reset, another control).
 */
export function useQuickChoice<T>(value: T, onChange: (value: T) => void): [shown: T, choose: (next: T) => void] {
  const [isPending, startTransition] = useTransition();
  const [chosen, setChosen] = useState(value);
  const choose = (next: T) => {
    setChosen(next);
    startTransition(() => {
      onChange(next);
    });
  };
  return [isPending ? chosen : value, choose];
}
