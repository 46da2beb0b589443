import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerificationImg, type CaptchaAnswer } from '../api/get-verification-img';
import type { PlacedPiece } from '../lib/drag-track';

/** Stands in for a missing answer while the other fields are checked; never sent. */
const NO_ANSWER: CaptchaAnswer = { captchaId: '-', captchaX: 0 };

/**
 * The puzzle of one form and the member's answer to it. The answer belongs to one puzzle: once a
 * new puzzle arrives (refresh, expiry, or after any submit, since each is answered once) it is gone.
 */
export function useSliderCaptcha() {
  const { t } = useTranslation();
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
    answer: current,
    /** The answer's fields for a payload being checked (a placeholder until there is one). */
    payload: current ?? NO_ANSWER,
    /** The form message while the puzzle is not done ('A slider puzzle must be completed'). */
    error: current === null ? t('rule.captcha') : undefined,
    refresh,
    props: { challenge, isError: query.isError, value: current?.captchaX ?? null, onChange, onRefresh: refresh },
  };
}
