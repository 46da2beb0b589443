import { slides } from '../db/schema/index.js';
import { saidPart } from '../i18n/console/console-translate.js';
import { describeText } from '../i18n/localized-text.js';
import { LANGUAGE_FLAG, onOff, SORT_FLAG } from './command-fields.js';
import { WINDOW_FLAGS, windowData, windowPart } from './show-window.js';

/** What the banner commands share. Home banners are the `slides` the app's carousel shows. */

export const BANNER_FLAGS = {
  title: ['title', 'text', '<t>'],
  image: ['image', 'image'],
  link: ['link', 'clearable', '<app route>'],
  ...WINDOW_FLAGS,
  ...SORT_FLAG,
  ...LANGUAGE_FLAG,
} as const;

type SlideRow = typeof slides.$inferSelect;

export const describeBanner = (row: SlideRow) =>
  saidPart('banners.describe', {
    id: row.id,
    title: describeText(row.title),
    image: row.image,
    link: row.link ?? saidPart('banners.noLink'),
    window: windowPart(row),
    state: onOff(row.enabled),
    sort: row.sort,
  });
export const bannerData = (row: SlideRow) => ({ ...row, ...windowData(row), createdAt: row.createdAt.toISOString() });
