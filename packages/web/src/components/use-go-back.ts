import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTE } from '../config/routes';

/** The router keeps the history index in `history.state.idx`; 0 means this is the first page. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** Back to the previous page, or home when the member landed here from a link. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasPreviousPage()) void navigate(-1);
    else void navigate(ROUTE.home, { replace: true });
  }, [navigate]);
}
