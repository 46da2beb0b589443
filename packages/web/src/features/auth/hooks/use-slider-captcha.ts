import { useCallback, useState } from 'react';
import { useVerificationImg, type CaptchaAnswer } from '../api/get-verification-img';
import type { PlacedPiece } from '../lib/drag-track';

/**
 * The puzzle of one form and the member's answer to it. The answer belongs to one puzzle: once a
 * new puzzle arrives (refresh, expiry, or after any submit, since each is answered once) it is gone.
 */
export function useSliderCaptcha() {
  const query = useVerificationImg();
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  const challenge = query.data;
  const current = answer !== null && challenge?.captchaId === answer.captchaId ? answer : null;
  const { refetch } = query;

  const refresh = useCallback(() => {
    setAnswer(null);
    void refetch();
  }, [refetch]);

  const onChange = useCallback(
    (placed: PlacedPiece) => {
      setAnswer(challenge === undefined ? null : { captchaId: challenge.captchaId, ...placed });
    },
    [challenge],
  );

  return {
    /** The answer to the puzzle on screen (null while it is not done), for the form's `captcha`. */
    answer: current,
    refresh,
    props: { challenge, isError: query.isError, value: current?.captchaX ?? null, onChange, onRefresh: refresh },
  };
}
