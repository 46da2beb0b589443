import { API, ZUploadKycDocumentResponse, type TUploadKycDocumentRequest } from '@meridian/protocol';
import { request } from '../../../api/request';

/**
 * Adds one picture to the member's draft (the server makes the draft at the first one). Quiet: a
 * refusal (not a picture, too large, the draft already sent) is said beside the picture it is about.
 */
export function uploadKycDocument(input: TUploadKycDocumentRequest) {
  return request(API.kyc.uploadKycDocument, input, ZUploadKycDocumentResponse, { loading: false, quiet: true });
}
