import { API, ZGetVerificationImgResponse, type ZCaptchaAnswer } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { z } from 'zod/mini';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Which puzzle, and where the member let go of the piece (natural pixels of the background). */
export type CaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;

export function getVerificationImg() {
  return request(API.login.getVerificationImg, {}, ZGetVerificationImgResponse, { loading: false });
}

/** Refetch a little before the server forgets the puzzle, so the member never drags a dead one. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * A slider puzzle for one form. Each form instance gets its own (a puzzle is answered once), and a
 * new one is fetched when it is about to expire.
 */
export function useVerificationImg() {
  const instance = useId();
  const query = useQuery({
    queryKey: ['auth', 'captcha', instance],
    queryFn: () => unwrap(getVerificationImg()),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const { data, refetch } = query;
  useEffect(() => {
    if (data === undefined) return undefined;
    const timer = setTimeout(() => {
      void refetch();
    }, Math.max(1_000, data.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS));
    return () => {
      clearTimeout(timer);
    };
  }, [data, refetch]);
  return query;
}
