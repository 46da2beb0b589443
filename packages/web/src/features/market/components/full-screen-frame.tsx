import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './full-screen-frame.module.css';

interface FullScreenFrameProps {
  isOpen: boolean;
  onClose: () => void;
  frame: RefObject<HTMLDivElement | null>;
  pair: string;
  children: ReactNode;
}

/**
 * Holds the chart on the page, and over the whole screen when open. The chart stays the same
 * element either way (only this frame's class changes), so it keeps its zoom and position.
 */
export function FullScreenFrame({ isOpen, onClose, frame, pair, children }: FullScreenFrameProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpen) closeButton.current?.focus();
  }, [isOpen]);
  return (
    <div
      ref={frame}
      className={isOpen ? styles.open : undefined}
      role={isOpen ? 'dialog' : undefined}
      aria-modal={isOpen ? true : undefined}
      aria-label={isOpen ? t('indicators.fullScreenTitle', { pair }) : undefined}
      data-testid="kline-frame"
    >
      {/* Turned, when it is, inside the frame: the browser keeps a fullscreen element itself unturned. */}
      <div className={isOpen ? styles.sheet : undefined}>
        {isOpen && (
          <header className={styles.header}>
            <span className={styles.pair}>{pair}</span>
            <button ref={closeButton} type="button" className={styles.close} aria-label={t('indicators.closeFullScreen')} onClick={onClose}>
              <CloseOutline aria-hidden="true" />
            </button>
          </header>
        )}
        <div className={isOpen ? styles.body : undefined}>{children}</div>
      </div>
    </div>
  );
}
