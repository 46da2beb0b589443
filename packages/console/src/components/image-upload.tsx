import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, readImageFile } from '../lib/image-file';

interface ImageUploadProps {
  /** A data URL just chosen, or the stored image's address (`/uploads/…`). */
  value?: string;
  onChange?: (dataUrl: string) => void;
  id?: string;
}

/**
 * An image for the admin API: the file is read in the browser into a base64 data URL (nothing is
 * uploaded until the form is sent); PNG or JPEG up to 2 MB, anything else is refused here.
 */
export function ImageUpload({ value, onChange, id }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Flex gap={16} align="center">
      {value === undefined || value === '' ? null : <Image src={value} alt={t('content.imagePreview')} width={96} height={64} style={{ objectFit: 'cover' }} />}
      <Upload
        id={id}
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={async (file) => {
          const reading = await readImageFile(file);
          if (reading.ok) onChange?.(reading.dataUrl);
          else void message.error(t(`content.imageRefused.${reading.reason}`));
          // Nothing goes to a server from here: the form sends the data URL.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{value === undefined || value === '' ? t('content.chooseImage') : t('content.replaceImage')}</Button>
      </Upload>
    </Flex>
  );
}
