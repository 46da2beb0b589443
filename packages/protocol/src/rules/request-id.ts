/**
 * A fresh client id for a call that moves money (DESIGN.md "The wire"): the member app makes one
 * per intended payment, the console one per opening of a money dialog. `crypto.randomUUID` exists
 * only in secure contexts; `getRandomValues` works over plain http as well.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
