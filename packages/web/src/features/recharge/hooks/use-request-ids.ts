import { useState } from 'react';
import { RequestIds } from '../../../lib/request-id';

/** The request ids of one form, kept for the life of the page. */
export function useRequestIds(): RequestIds {
  const [ids] = useState(() => new RequestIds());
  return ids;
}
