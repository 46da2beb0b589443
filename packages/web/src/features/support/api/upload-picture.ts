import { API, ZUploadImgResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Uploads a picture for support (a data URL) through uploadImg; answers the path it is served at. */
export function uploadPicture(image: string) {
  return request(API.common.uploadImg, { image }, ZUploadImgResponse);
}

export function useUploadPicture() {
  return useMutation({ mutationFn: async (image: string) => (await unwrap(uploadPicture(image))).url });
}
