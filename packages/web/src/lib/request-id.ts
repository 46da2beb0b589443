/**
 * A fresh client id for a money-moving call (DESIGN.md "The wire"). `crypto.randomUUID` exists only
 * in secure contexts; `getRandomValues` works over plain http as well.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Hands out request ids so that sending the same thing again (after a timeout, a double tap) reuses
 * the id, and the server answers with the first result instead of moving money twice; anything
 * different, or anything after a success, gets a new id.
 */
export class RequestIds {
  private last: { key: string; id: string } | null = null;

  constructor(private readonly create: () => string = newRequestId) {}

  idFor(params: object): string {
    const key = JSON.stringify(params);
    if (this.last?.key !== key) this.last = { key, id: this.create() };
    return this.last.id;
  }

  /** The call succeeded: the next one is a new request, even with the same parameters. */
  settled(): void {
    this.last = null;
  }
}
