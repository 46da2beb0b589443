/**
 * A ledger amount as written, without the trailing zeros past the cents: "300.00000000" →
 * "300.00", "0.00000001" stays. A proof is about exact sums, so nothing is rounded.
 */
export function exactAmount(amount: string): string {
  const [whole = amount, fraction] = amount.split('.');
  if (fraction === undefined) return `${whole}.00`;
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
