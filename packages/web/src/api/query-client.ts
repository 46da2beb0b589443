import { QueryClient } from '@tanstack/react-query';
import type { RequestFailure, RequestResult } from './request';

/** A failed call, thrown inside TanStack Query functions so queries and mutations see an error. */
export class RequestError extends Error {
  constructor(readonly failure: RequestFailure) {
    super(failure.msg);
    this.name = 'RequestError';
  }
}

/** The data of a successful call, or a RequestError: the shape TanStack Query expects. */
export async function unwrap<T>(pending: Promise<RequestResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  throw new RequestError(result);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The wrapper has already told the member what went wrong; a silent retry would tell them twice.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
