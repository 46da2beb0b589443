import { notices } from '../db/schema/index.js';
import { LANGUAGE_FLAG } from './command-fields.js';
import { windowData } from './show-window.js';

/** What the notice and letter commands share: their text flags and how a notice is answered. */

export const NOTICE_FLAGS = { title: ['title', 'text', '<t>'], content: ['content', 'text', '<html>'], ...LANGUAGE_FLAG } as const;

export const noticeData = (row: typeof notices.$inferSelect) => ({ ...row, ...windowData(row), createdAt: row.createdAt.toISOString() });
