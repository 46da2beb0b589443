import { API, ZUploadImgResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../query-client';
import { request } from '../request';

/**
 * Uploads a picture given as a data URL (an avatar, a transfer receipt, a picture for support);
 * answers the path it is served at (`/uploads/…`). One call for every feature that uploads:
 * `components/use-image-upload.ts` is how a page uses it.
 */
export function uploadImg(image: string) {
  return request(API.common.uploadImg, { image }, ZUploadImgResponse);
}

export function useUploadImg() {
  return useMutation({ mutationFn: async (image: string) => (await unwrap(uploadImg(image))).url });
}
