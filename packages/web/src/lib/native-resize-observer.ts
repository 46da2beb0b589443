/**
 * The browser's own ResizeObserver, standing in for `resize-observer-polyfill` in the app's build
 * (vite.config.ts): ahooks imports the polyfill (2.2 KB gzipped on home's first paint, issue 21) for
 * browsers older than every one the build targets (Chrome 107, Safari 16), which all have it.
 */
const NativeResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
