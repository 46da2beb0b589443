import { CODE, type TKycDocumentKind, type TKycSubmittedLevel } from '@meridian/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kycStatusQuery } from '../api/get-kyc-status';
import { KYC_KEY } from '../api/keys';
import { uploadKycDocument } from '../api/upload-kyc-document';
import { KYC_DOCUMENT_MAX_MB, kycPictureFile } from '../lib/kyc-picture-file';

/** Where one picture chosen on this page stands; `preview` is the picture itself, shown only here. */
export type PictureUpload = { phase: 'waiting' | 'uploading' | 'added'; preview: string } | { phase: 'refused'; message: string };

/**
 * The pictures of a draft for `level`, as the member adds them: each is checked on the device,
 * then uploaded one at a time (a phone's upload shared by several 5 MB pictures finishes none of
 * them sooner), each with its own state. An upload's answer is the draft as it now is.
 */
export function useKycPictureUploads(level: TKycSubmittedLevel) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Partial<Record<TKycDocumentKind, PictureUpload>>>({});
  const queue = useRef<Promise<void>>(Promise.resolve());

  const set = (kind: TKycDocumentKind, upload: PictureUpload) => {
    setUploads((current) => ({ ...current, [kind]: upload }));
  };

  const send = async (kind: TKycDocumentKind, image: string) => {
    set(kind, { phase: 'uploading', preview: image });
    const result = await uploadKycDocument({ level, kind, image });
    if (!result.ok) {
      set(kind, { phase: 'refused', message: result.msg });
      // The draft changed elsewhere (sent or withdrawn on another device): show it as it is.
      if (result.code === CODE.KYC_STATE) void queryClient.invalidateQueries({ queryKey: KYC_KEY });
      return;
    }
    queryClient.setQueryData(kycStatusQuery.queryKey, (status) => (status === undefined ? status : { ...status, open: result.data }));
    set(kind, { phase: 'added', preview: image });
  };

  const choose = async (kind: TKycDocumentKind, file: File) => {
    const picture = await kycPictureFile(file);
    if (!picture.ok) {
      set(kind, { phase: 'refused', message: t(picture.refusal, { maxMb: KYC_DOCUMENT_MAX_MB }) });
      return;
    }
    set(kind, { phase: 'waiting', preview: picture.image });
    const sent = queue.current.then(() => send(kind, picture.image));
    queue.current = sent;
    await sent;
  };

  const isBusy = Object.values(uploads).some((upload) => upload.phase === 'waiting' || upload.phase === 'uploading');
  return { uploads, choose, isBusy };
}
