/** Where TronGrid (or another node serving TRON's HTTP API) is, and the key it may ask for. */
export interface TronGridOptions {
  /** The API's base URL (`https://api.trongrid.io`, a provider's URL with its path, a test's loopback server). */
  apiUrl: string;
  /** Sent as `TRON-PRO-API-KEY` when set: TronGrid serves keyless callers at a much lower rate. */
  apiKey?: string | undefined;
  timeoutMs?: number;
}

/** POSTs a JSON body to one of the API's paths and answers the parsed JSON, or throws saying why not. */
export type TronGridPost = (path: string, body: Readonly<Record<string, unknown>>) => Promise<unknown>;

/** A call that does not answer within this long counts as failed (and is retried by the watcher's runner). */
const DEFAULT_TIMEOUT_MS = 10_000;
/** How much of a refusal's text goes into the error (it is shown to operators as the network's last error). */
const MAX_QUOTED = 200;

const quote = (text: string) => (text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text);

function isRefusal(answer: unknown): answer is { Error: unknown } {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'Error' in answer;
}

/**
 * The one way to TronGrid. Errors name the path, never the whole URL: a provider's URL may carry
 * its key in the path, and the message is kept on the cursor for operators. java-tron answers its
 * own failures as HTTP 200 with `{"Error": "…"}`, so that is a failure too.
 */
export function tronGridPost(options: TronGridOptions): TronGridPost {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey !== undefined) headers['TRON-PRO-API-KEY'] = options.apiKey;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (path, body) => {
    let response: Response;
    try {
      response = await fetch(new URL(path.replace(/^\//, ''), base), { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new Error(`TronGrid did not answer ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`TronGrid answered HTTP ${response.status} to ${path}: ${quote(text)}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      throw new Error(`TronGrid answered ${path} with something that is not JSON: ${quote(text)}`, { cause: error });
    }
    if (isRefusal(answer)) throw new Error(`TronGrid refused ${path}: ${quote(String(answer.Error))}`);
    return answer;
  };
}
