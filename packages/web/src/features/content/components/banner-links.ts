/** How long a banner stays before the next turns in. */
export const BANNER_AUTOPLAY_MS = 4000;

/** Only routes of this app are followed: a banner never sends a member to another site. */
export function isAppRoute(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}
