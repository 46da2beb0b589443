/** Where the market writes what it does: the server's logger, or nothing in tests. */
export interface MarketLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export const QUIET_LOG: MarketLog = { info: () => undefined, error: () => undefined };
