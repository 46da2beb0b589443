import { UPLOAD_MIME_TYPES } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { useGoBack } from '../../../components/use-go-back';
import { useImageUpload } from '../../../components/use-image-upload';
import { cx } from '../../../lib/class-names';
import { useAvatarList } from '../api/get-avatar-list';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateAvatar } from '../api/update-avatar';
import { MemberAvatar } from '../components/member-avatar';
import styles from './member-pages.module.css';

/** my/sethead: one of the offered avatars, or a picture of the member's own. */
export function SetHeadPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const member = useMemberInfo();
  const avatars = useAvatarList();
  const updateAvatar = useUpdateAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const current = chosen ?? member.data?.avatar ?? '';
  const upload = useImageUpload((url) => {
    setUploaded((list) => [url, ...list.filter((item) => item !== url)]);
    setChosen(url);
  });

  const save = () => {
    if (chosen === null || chosen === member.data?.avatar) {
      goBack();
      return;
    }
    updateAvatar.mutate(chosen, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('member.avatarSaved') });
        goBack();
      },
    });
  };

  return (
    <Page title={t('titles.setHead')}>
      <Card>
        <div className={styles.preview}>
          <MemberAvatar src={current} size={96} />
          <span className={styles.note}>{t('member.avatarHint')}</span>
        </div>
      </Card>
      <Card title={t('member.chooseAvatar')}>
        <Loaded query={avatars} card={false}>
          {(offered) => (
            <div className={styles.avatarGrid} role="radiogroup" aria-label={t('member.chooseAvatar')}>
              <button
                type="button"
                className={styles.upload}
                aria-label={t('member.uploadAvatar')}
                disabled={upload.isPending}
                onClick={() => fileInput.current?.click()}
              >
                <AddOutline />
              </button>
              {[...uploaded, ...offered].map((url, index) => (
                <button
                  key={url}
                  type="button"
                  role="radio"
                  aria-checked={url === current}
                  aria-label={t('member.avatarOption', { number: index + 1 })}
                  className={cx(styles.avatarOption, url === current && styles.avatarSelected)}
                  onClick={() => {
                    setChosen(url);
                  }}
                >
                  <img src={url} alt="" loading="lazy" />
                </button>
              ))}
            </div>
          )}
        </Loaded>
        <input
          ref={fileInput}
          className={styles.hiddenInput}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          onChange={(event) => {
            void upload.onFile(event);
          }}
        />
      </Card>
      <Button block color="primary" size="large" shape="rounded" loading={updateAvatar.isPending || upload.isPending} onClick={save}>
        {t('common.save')}
      </Button>
    </Page>
  );
}
