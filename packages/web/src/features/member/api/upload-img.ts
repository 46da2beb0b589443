import { API, ZUploadImgResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Uploads an image given as a data URL; answers the path it is served at (`/uploads/…`). */
export function uploadImg(image: string) {
  return request(API.common.uploadImg, { image }, ZUploadImgResponse);
}

export function useUploadImg() {
  return useMutation({ mutationFn: async (image: string) => (await unwrap(uploadImg(image))).url });
}
