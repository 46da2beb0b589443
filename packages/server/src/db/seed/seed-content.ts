import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { notices, slides } from '../schema/index.js';
import { bannerUrl } from '../../static/banners.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Banners that lead into the parts of the app a new member looks for first. */
const DEMO_SLIDES = [
  { title: 'Live markets, every second', image: bannerUrl(1), link: '/pages/market/market', sort: 1 },
  { title: 'Invite friends, earn together', image: bannerUrl(2), link: '/pages/my/invite', sort: 2 },
  { title: 'New here? Start with the help centre', image: bannerUrl(3), link: '/pages/my/help', sort: 3 },
] as const;

/** Notices as an operator writes them: HTML with paragraphs, emphasis, a list and a link. */
const DEMO_NOTICES = [
  {
    ageDays: 6,
    title: 'Welcome to Meridian',
    content:
      '<p>Welcome! Your account gives you live prices, short-term contracts, mining products and an interest wallet in one place.</p>' +
      '<p>New to the platform? Read the <a href="#/pages/my/help">help centre</a> before your first trade.</p>',
  },
  {
    ageDays: 2,
    title: 'Scheduled maintenance on Sunday 02:00–03:00 (UTC)',
    content:
      '<p>We will upgrade our servers on <strong>Sunday between 02:00 and 03:00 UTC</strong>. During this hour:</p>' +
      '<ul><li>the app shows a maintenance page;</li><li>open contracts settle at their expiry tick as usual;</li><li>no balance is affected.</li></ul>',
  },
  {
    ageDays: 0,
    title: 'Keep your account safe',
    content:
      '<p>Our staff will <strong>never</strong> ask for your login password, your pay password or a verification code.</p>' +
      '<p>Only contact customer service through the support page of the app.</p>',
  },
] as const;

/**
 * Demo banners and notices for a fresh installation. Each table is filled only while it is
 * empty, so running it again never adds copies.
 */
export async function seedContent(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const [slideCount] = await db.select({ value: count() }).from(slides);
  if ((slideCount?.value ?? 0) === 0) {
    await db.insert(slides).values(DEMO_SLIDES.map((slide) => ({ ...slide })));
  }
  const [noticeCount] = await db.select({ value: count() }).from(notices);
  if ((noticeCount?.value ?? 0) === 0) {
    await db.insert(notices).values(
      DEMO_NOTICES.map(({ ageDays, title, content }) => ({
        title,
        content,
        createdAt: new Date(now.getTime() - ageDays * DAY_MS),
      })),
    );
  }
}
