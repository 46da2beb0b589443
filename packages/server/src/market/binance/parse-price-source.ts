/** What PRICE_SOURCE asks for, once its text is checked. */
export type PriceSourceSetting =
  | { readonly kind: 'simulator' }
  | {
      readonly kind: 'binance';
      /** REST base, no trailing slash, e.g. `https://api.binance.com`. */
      readonly restUrl: string;
      /** Websocket base, no trailing slash, e.g. `wss://stream.binance.com:9443`. */
      readonly wsUrl: string;
    };

export const BINANCE_REST_URL = 'https://api.binance.com';
export const BINANCE_WS_URL = 'wss://stream.binance.com:9443';

const FORMS = '"simulator", "binance", "binance:<restUrl>" or "binance:<restUrl>,<wsUrl>"';

/**
 * Parses PRICE_SOURCE. `binance:<restUrl>` derives the websocket from the REST URL's host and port
 * (http → ws, https → wss), which suits a local or proxied exchange that serves both on one port;
 * the real Binance serves them on different hosts, so use plain `binance` or give both URLs.
 */
export function parsePriceSource(value: string): PriceSourceSetting {
  const text = value.trim();
  if (text === 'simulator') return { kind: 'simulator' };
  if (text === 'binance') return { kind: 'binance', restUrl: BINANCE_REST_URL, wsUrl: BINANCE_WS_URL };
  if (!text.startsWith('binance:')) throw new Error(`PRICE_SOURCE "${value}" is not supported: use ${FORMS}`);
  const urls = text.slice('binance:'.length).split(',');
  const [restText, wsText] = urls;
  if (urls.length > 2 || !restText) throw new Error(`PRICE_SOURCE "${value}" is malformed: use ${FORMS}`);
  const rest = parseBase(restText, ['http:', 'https:'], value);
  if (wsText === undefined) {
    const derived = new URL(rest.origin);
    derived.protocol = rest.protocol === 'https:' ? 'wss:' : 'ws:';
    return { kind: 'binance', restUrl: baseOf(rest), wsUrl: derived.origin };
  }
  return { kind: 'binance', restUrl: baseOf(rest), wsUrl: baseOf(parseBase(wsText, ['ws:', 'wss:'], value)) };
}

function parseBase(text: string, protocols: readonly string[], setting: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`PRICE_SOURCE "${setting}": "${text}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(`PRICE_SOURCE "${setting}": "${text}" must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  // Paths are appended to the base, so a query or fragment would end up in the middle of them.
  if (url.search || url.hash) throw new Error(`PRICE_SOURCE "${setting}": "${text}" must not have a query or fragment`);
  return url;
}

function baseOf(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
