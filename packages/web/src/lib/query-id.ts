/** A record id from a page's query (`?id=12`), or null when there is none or it is no id. */
export function idFromQuery(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
