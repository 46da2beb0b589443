import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { notices, slides } from '../schema/index.js';
import { DEMO_NOTICES } from './demo-notices.js';
import { DEMO_SLIDES } from './demo-slides.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo banners and notices for a fresh installation. Each table is filled only while it is
 * empty, so running it again never adds copies.
 */
export async function seedContent(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const [slideCount] = await db.select({ value: count() }).from(slides);
  if ((slideCount?.value ?? 0) === 0) {
    await db.insert(slides).values([...DEMO_SLIDES]);
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
