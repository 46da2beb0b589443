import type { TGetVerificationImgResponse } from '@meridian/protocol';
import { CheckOutline, RedoOutline, RightOutline } from 'antd-mobile-icons';
import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { createDragTrackRecorder, type PlacedPiece } from '../lib/drag-track';
import styles from './slider-captcha.module.css';

interface SliderCaptchaProps {
  challenge: TGetVerificationImgResponse | undefined;
  isError: boolean;
  /** Where the piece was left, in the background's natural pixels; null until the member drags it. */
  value: number | null;
  /** The piece was let go at `captchaX`, after the moves of `captchaTrack` (the server checks both). */
  onChange: (placed: PlacedPiece) => void;
  onRefresh: () => void;
  error?: string | undefined;
}

/** Width of the slider handle, in CSS pixels. */
const HANDLE_PX = 44;
const KEY_STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1, PageUp: 10, PageDown: -10 };

/** Where a key moves the piece from `x` (Home, End, arrows and pages), or null for another key. */
function keyTarget(key: string, x: number, maxX: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return maxX;
  const step = KEY_STEP[key];
  return step === undefined ? null : Math.min(maxX, Math.max(0, x + step));
}

const percentOf = (x: number, total: number): string => `${(x / total) * 100}%`;

interface PuzzleStageProps {
  challenge: TGetVerificationImgResponse | undefined;
  isError: boolean;
  /** The piece's left edge, in the background's natural pixels. */
  pieceX: number;
  onRefresh: () => void;
}

/** The background with the piece on its row; while the puzzle loads, a loader, or a retry if it failed. */
function PuzzleStage({ challenge, isError, pieceX, onRefresh }: PuzzleStageProps) {
  const { t } = useTranslation();
  if (!challenge) {
    return (
      <div className={styles.stage}>
        <div className={styles.placeholder}>
          {isError ? (
            <button type="button" className={styles.retry} onClick={onRefresh}>
              {t('captcha.loadFailed')}
            </button>
          ) : (
            <DotLoading color="primary" />
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stage} style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
      <img className={styles.background} src={challenge.backgroundImage} alt="" draggable={false} />
      <img
        className={styles.piece}
        src={challenge.pieceImage}
        alt=""
        draggable={false}
        style={{
          left: percentOf(pieceX, challenge.width),
          top: percentOf(challenge.pieceY, challenge.height),
          width: percentOf(challenge.pieceSize, challenge.width),
        }}
      />
    </div>
  );
}

/**
 * The slider puzzle: the member drags the handle, the piece follows along its row, and where it is
 * let go (its left edge, scaled back to the image's natural pixels) is the answer the server checks.
 */
export function SliderCaptcha({ challenge, isError, value, onChange, onRefresh, error }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; startX: number } | null>(null);
  const [position, setPosition] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [recorder] = useState(() => createDragTrackRecorder());

  // A new puzzle starts from the left, unanswered, with a new track.
  useEffect(() => {
    setPosition(0);
    recorder.reset();
  }, [challenge?.captchaId, recorder]);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;
  const shown = dragging || value === null ? position : value;

  /** Natural image pixels per CSS pixel of handle travel. */
  const scale = (): number => {
    const track = trackRef.current;
    if (!track || maxX <= 0) return 0;
    const travel = track.getBoundingClientRect().width - HANDLE_PX;
    return travel > 0 ? maxX / travel : 0;
  };
  const clamp = (x: number): number => Math.min(maxX, Math.max(0, x));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!challenge) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, startX: shown };
    recorder.record(shown);
    setPosition(shown);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const next = clamp(start.startX + (event.clientX - start.pointerX) * scale());
    recorder.record(next);
    setPosition(next);
  };
  const place = (x: number) => {
    recorder.record(x);
    onChange({ captchaX: Math.round(x), captchaTrack: recorder.track() });
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    place(position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!challenge) return;
    const next = keyTarget(event.key, shown, maxX);
    if (next === null) return;
    event.preventDefault();
    recorder.record(shown);
    setPosition(next);
    place(next);
  };

  const answered = value !== null && !dragging;
  const travelPercent = maxX > 0 ? shown / maxX : 0;

  return (
    <div className={styles.captcha}>
      <div className={styles.header}>
        <span className={styles.title}>{t('captcha.title')}</span>
        <button type="button" className={styles.refresh} onClick={onRefresh} aria-label={t('captcha.refresh')}>
          <RedoOutline />
        </button>
      </div>
      <PuzzleStage challenge={challenge} isError={isError} pieceX={shown} onRefresh={onRefresh} />
      <div ref={trackRef} className={cx(styles.track, answered && styles.trackDone, error !== undefined && styles.trackError)}>
        <div className={styles.fill} style={{ width: `calc(${travelPercent * 100}% - ${travelPercent * HANDLE_PX}px + ${HANDLE_PX / 2}px)` }} />
        {/* Said once, before the first drag; afterwards the filled track and the handle say it. */}
        <span className={cx(styles.hint, shown > 0 && styles.hintHidden)}>{t('captcha.hint')}</span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.slider')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(shown)}
          aria-valuetext={answered ? t('captcha.done') : undefined}
          aria-disabled={!challenge}
          // Which puzzle this is: lets a browser test look up the answer without racing the network.
          data-captcha-id={challenge?.captchaId}
          className={styles.handle}
          style={{ left: `calc(${travelPercent * 100}% - ${travelPercent * HANDLE_PX}px)`, width: HANDLE_PX }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {answered ? <CheckOutline /> : <RightOutline />}
        </div>
      </div>
      {error !== undefined && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
