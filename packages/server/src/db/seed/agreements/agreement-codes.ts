import type { ExplainText } from '../explain-rows.js';

/** The agreements a fresh installation starts with (register's `agreementCode` names the first). */
export const AGREEMENT_CODES = ['user_agreement', 'privacy_policy'] as const;
export type AgreementCode = (typeof AGREEMENT_CODES)[number];

/** Both agreements in one language. */
export type AgreementTexts = Readonly<Record<AgreementCode, ExplainText>>;
