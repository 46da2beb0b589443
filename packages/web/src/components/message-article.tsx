import type { ReactNode } from 'react';
import { SafeHtml } from './safe-html';
import styles from './message-article.module.css';

interface MessageArticleProps {
  title: string;
  /** When it was written or received, as a line of text. */
  meta: string;
  /** The operator's HTML, sanitised here. */
  content: string;
  /** A line between the time and the text (a letter's anti-phishing code). */
  note?: ReactNode;
}

/** The whole of a notice or a letter: its title, when, and its text. */
export function MessageArticle({ title, meta, content, note }: MessageArticleProps) {
  return (
    <article>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>{meta}</p>
      {note !== undefined && <p className={styles.note}>{note}</p>}
      <SafeHtml content={content} />
    </article>
  );
}
