import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/class-names';
import styles from './message-row.module.css';

interface MessageRowProps {
  title: string;
  /** The start of the text, without markup. */
  preview: string;
  /** When it was written, as the member reads it ('5 minutes ago'). */
  time: string;
  /** Letters not yet read carry a dot and a bold title. */
  unread?: boolean;
  /** A line under the text (a letter's anti-phishing code), never in its place. */
  footnote?: ReactNode;
  onOpen: () => void;
}

/** A notice or a letter in a list: title, when, and the first words; the whole row opens it. */
export function MessageRow({ title, preview, time, unread = false, footnote, onOpen }: MessageRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.row} onClick={onOpen}>
        {unread && <span className={styles.dot} role="img" aria-label={t('list.unread')} />}
        <span className={styles.main}>
          <span className={styles.head}>
            <span className={cx(styles.title, unread && styles.unread)}>{title}</span>
            <span className={styles.time}>{time}</span>
          </span>
          {preview !== '' && <span className={styles.preview}>{preview}</span>}
          {footnote}
        </span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </button>
    </li>
  );
}
