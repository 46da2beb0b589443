import { createElement, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './safe-html.module.css';

/** Tags kept from server-written content; everything else keeps only its text. */
const ALLOWED_TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'a', 'span', 'div']);

function safeHref(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, (child, index) => toReact(child, index));
  const tag = node.tagName.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    return createElement('a', { key, href: safeHref(node.getAttribute('href')), target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Agreements, notices and help articles come from the operator as HTML or plain text. They are
 * rebuilt as React elements from a short list of tags, never injected, so no script or style in
 * them can run. Plain text keeps its paragraphs.
 */
export function SafeHtml({ content }: { content: string }) {
  const looksLikeHtml = /<[a-z][\s\S]*>/i.test(content);
  if (!looksLikeHtml) {
    return (
      <div className={cx(styles.content, styles.plain)}>
        {content.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  const body = new DOMParser().parseFromString(content, 'text/html').body;
  return <div className={styles.content}>{Array.from(body.childNodes, (node, index) => toReact(node, index))}</div>;
}
