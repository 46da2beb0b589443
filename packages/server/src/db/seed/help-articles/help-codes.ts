import type { ExplainText } from '../explain-rows.js';

/** The help centre a fresh installation starts with, in the order it lists them. */
export const HELP_CODES = ['help_recharge', 'help_withdraw', 'help_contracts', 'help_mining', 'help_interest', 'help_tasks'] as const;
export type HelpCode = (typeof HELP_CODES)[number];

/** Every help article in one language. */
export type HelpTexts = Readonly<Record<HelpCode, ExplainText>>;
