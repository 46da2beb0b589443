import { ReadThroughCache } from '../cache/read-through-cache.js';

/** Logins this process remembers at most; each costs a couple of hundred bytes. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

/** A live session as the access-token lookup found it. */
export interface CachedSession {
  memberId: number;
  sessionId: number;
  /** Epoch ms: the cached answer is good only before this, as the database's would be. */
  accessExpiresAt: number;
}

/**
 * Access-token hash → the session it belongs to, so a member call needs no query to know who is
 * calling. Only live sessions are kept (an unknown token asks the database every time, so a
 * session made a moment ago on another process works at once); an entry stops counting when its
 * token expires; ending or rotating a session forgets it here at once and, through the
 * invalidation bus, in every other process.
 */
export class SessionCache {
  private readonly tokenHashesBySession = new Map<number, Set<string>>();
  private readonly cache: ReadThroughCache<string, CachedSession>;

  constructor(
    maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.cache = new ReadThroughCache({
      maxEntries,
      onStore: (tokenHash, session) => {
        let tokenHashes = this.tokenHashesBySession.get(session.sessionId);
        if (!tokenHashes) {
          tokenHashes = new Set();
          this.tokenHashesBySession.set(session.sessionId, tokenHashes);
        }
        tokenHashes.add(tokenHash);
      },
      onEvict: (tokenHash, session) => {
        this.unindex(tokenHash, session.sessionId);
      },
    });
  }

  get size(): number {
    return this.cache.size;
  }

  /** The live session of a token hash, or undefined when this process does not know (or no longer trusts) it. */
  get(tokenHash: string): CachedSession | undefined {
    const session = this.cache.get(tokenHash);
    if (!session) return undefined;
    if (this.now() < session.accessExpiresAt) return session;
    this.cache.forget(tokenHash);
    this.unindex(tokenHash, session.sessionId);
    return undefined;
  }

  /** Reads a token hash from the database (`read`) and keeps a live session it finds. */
  fetch(tokenHash: string, read: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return this.cache.fetch(tokenHash, read);
  }

  /** Forgets sessions that ended or got new tokens. */
  forgetSessions(sessionIds: Iterable<number>): void {
    // A lookup under way cannot say which session it will find, so none may keep its answer.
    this.cache.forgetReadsInFlight();
    for (const sessionId of sessionIds) {
      for (const tokenHash of this.tokenHashesBySession.get(sessionId) ?? []) this.cache.forget(tokenHash);
      this.tokenHashesBySession.delete(sessionId);
    }
  }

  suspend(): void {
    this.cache.suspend();
    this.tokenHashesBySession.clear();
  }

  resume(): void {
    this.cache.resume();
    this.tokenHashesBySession.clear();
  }

  private unindex(tokenHash: string, sessionId: number): void {
    const tokenHashes = this.tokenHashesBySession.get(sessionId);
    tokenHashes?.delete(tokenHash);
    if (tokenHashes?.size === 0) this.tokenHashesBySession.delete(sessionId);
  }
}
