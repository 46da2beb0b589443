import { newRequestId } from '@meridian/protocol';

export { newRequestId };

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
