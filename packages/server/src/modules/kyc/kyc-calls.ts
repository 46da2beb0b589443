import type { CallDefinition } from '../../http/define-call.js';
import { getKycStatusCall } from './get-kyc-status.js';
import { submitKycCall } from './submit-kyc.js';
import { uploadKycDocumentCall } from './upload-kyc-document.js';
import { withdrawKycSubmissionCall } from './withdraw-kyc-submission.js';

/** Identity verification (issue 41): the member's side; operators decide in the console. */
export const KYC_CALLS: readonly CallDefinition[] = [getKycStatusCall, uploadKycDocumentCall, submitKycCall, withdrawKycSubmissionCall];
