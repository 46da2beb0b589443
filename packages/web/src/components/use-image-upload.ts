import { Toast } from 'antd-mobile';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImg } from '../api/shared/upload-img';
import { pictureForUpload } from '../lib/image';

/**
 * Every picture a member uploads (an avatar, a transfer receipt, a picture for support) goes the
 * same way: the chosen file is scaled to at most `maxSide` px (an avatar's unless given), refused
 * with a toast when the server would refuse it, else uploaded; `onUploaded` gets the path it is
 * served at. `onFile` is the file input's change handler; it clears the input so the same file can
 * be chosen again.
 */
export function useImageUpload(onUploaded: (url: string) => void, maxSide?: number) {
  const { t } = useTranslation();
  const upload = useUploadImg();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const picture = await pictureForUpload(file, maxSide);
    if (!picture.ok) {
      Toast.show({ content: t(picture.refusal) });
      return;
    }
    upload.mutate(picture.image, { onSuccess: onUploaded });
  };

  return { onFile, isPending: upload.isPending };
}
