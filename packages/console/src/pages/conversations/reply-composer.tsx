import { SUPPORT_TEXT_MAX } from '@meridian/protocol';
import { Button, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import type { ConversationReply } from './use-conversation-actions';

interface ReplyComposerProps {
  isPending: boolean;
  /** `cleared` empties the composer: called once the reply is kept. */
  onSend: (reply: ConversationReply, cleared: () => void) => void;
}

/** Support's reply: text up to 2000 characters and/or a PNG or JPEG up to 2 MB as a data URL. */
export function ReplyComposer({ isPending, onSend }: ReplyComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | undefined>(undefined);
  const empty = text.trim() === '' && image === undefined;

  const send = () => {
    onSend({ text: text.trim(), ...(image === undefined ? {} : { image }) }, () => {
      setText('');
      setImage(undefined);
    });
  };

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={t('conversations.reply')}
        placeholder={t('conversations.replyPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        maxLength={SUPPORT_TEXT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginTop: 8 }}>
        <Space>
          <ImageUpload value={image} onChange={setImage} />
          {image === undefined ? null : (
            <Button
              onClick={() => {
                setImage(undefined);
              }}
            >
              {t('conversations.removePicture')}
            </Button>
          )}
        </Space>
        <Button type="primary" onClick={send} disabled={empty} loading={isPending}>
          {t('conversations.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
