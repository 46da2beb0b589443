/**
 * Stands in for react-markdown and remark-gfm, which @refinedev/antd imports for its MarkdownField.
 * The console never renders markdown, but those packages are not marked free of side effects, so
 * the bundler kept about 35 kB (gzipped) of them in the first download (vite.config.ts aliases them here).
 */
export default function NoMarkdown(): null {
  return null;
}
