/** A part of a language's catalog, cut by build/catalog-parts.ts. */
declare module 'virtual:catalog/*' {
  const part: Record<string, unknown>;
  export default part;
}
