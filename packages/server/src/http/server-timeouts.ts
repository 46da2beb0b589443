/**
 * How long a client may take to send a request (issue 35: connections held open by clients that
 * send slowly or not at all). Node checks these every `connectionsCheckingInterval`, so a limit
 * holds within that much more.
 * - Headers within 10 s: a phone on a poor network sends a few hundred bytes of headers in well
 *   under a second; a client trickling them is holding a connection, not asking.
 * - The whole request within 60 s: the app itself gives up on a call after 60 s, and its largest
 *   body (an upload near 2 MB, 3.7 MB as sent) needs 30 s on a 1 Mbit/s uplink. A shorter limit
 *   would cut uploads that the app still waits for.
 * Long-polling and WebSockets are unaffected: a poll's request is received at once (only its
 * answer waits), and an upgraded socket leaves the HTTP server's checks.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 60_000,
  http: { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 2_000 },
} as const;
