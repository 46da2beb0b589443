/** Text written into HTML as text (a device name in a letter, an amount on a payment page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
