import { useSyncExternalStore } from 'react';

/** Where the console's two-pane screens put their panes side by side. */
const WIDE = '(min-width: 1280px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

const read = () => window.matchMedia(WIDE).matches;

/** Whether the window is at least 1280 px wide (and stays told when it is resized). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
