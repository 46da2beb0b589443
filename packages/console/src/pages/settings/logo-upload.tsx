import { UploadOutlined } from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { App, Button, Flex, Form, Image, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminChange } from '../../lib/admin-calls';
import { IMAGE_TYPES, readImageFile } from '../../lib/image-file';
import { changeCall } from '../../api/admin-call';

/** The server's limit of a logo (logo-set: LOGO_MAX_BYTES): every visitor of the sign-in page loads it. */
const LOGO_MAX_BYTES = 256 * 1024;

/**
 * The company's logo, which the member app shows on its sign-in and sign-up pages: a PNG or JPEG
 * of at most 256 KB, sent at once (PUT /admin/logo; the server checks its bytes and keeps it), or
 * removed. Shown to every role that reads the settings; changed by one whose duty it is.
 */
export function LogoUpload({ logo, onChanged }: { logo: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { change, isPending } = useAdminChange();
  const hasLogo = logo !== '';
  return (
    <Form.Item label={t('settings.logo')} extra={t('settings.logoHint')}>
      <Flex gap={16} align="center" wrap>
        {hasLogo ? <Image src={logo} alt={t('settings.logoAlt')} height={48} /> : <Typography.Text type="secondary">{t('settings.noLogo')}</Typography.Text>}
        <CanAccess resource="settings" action="logo">
          <Upload
            accept={IMAGE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={async (file) => {
              const reading = await readImageFile(file, LOGO_MAX_BYTES);
              if (reading.ok) change(changeCall('logo-set', { image: reading.dataUrl }), onChanged);
              else void message.error(reading.reason === 'size' ? t('settings.logoTooLarge') : t(`content.imageRefused.${reading.reason}`));
              // The file goes to the server as the command's field, not as an upload of antd's.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={isPending}>
              {hasLogo ? t('settings.replaceLogo') : t('settings.chooseLogo')}
            </Button>
          </Upload>
          {hasLogo ? (
            <Button danger disabled={isPending} onClick={() => { change(changeCall('logo-set', { image: null }), onChanged); }}>
              {t('settings.removeLogo')}
            </Button>
          ) : null}
        </CanAccess>
      </Flex>
    </Form.Item>
  );
}
