import { PASSKEY_NAME_MAX_LENGTH, type TPasskey } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { canUsePasskeys, PasskeyCeremonyError } from '../../../lib/passkey-browser';
import { useSession } from '../../../lib/session-store';
import { useFinishPasskeyRegistration } from '../api/finish-passkey-registration';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { PasskeyList } from '../components/passkey-list';
import styles from './security-pages.module.css';

/** my/security/passkeys: the member's passkeys (sign in without the password): add one with a name, rename, remove. */
export function PasskeysPage() {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const passkeys = usePasskeys();
  const add = useFinishPasskeyRegistration();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('passkeys.nameRequired'));
      return;
    }
    setNameError(undefined);
    add.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        Toast.show({ icon: 'success', content: t('passkeys.added') });
      },
      onError: (error) => {
        // The server's refusals were toasted by the request; the browser's are said here.
        if (error instanceof PasskeyCeremonyError) Toast.show({ content: t('passkeys.browserRefused') });
      },
    });
  };

  const confirmRemove = async (passkey: TPasskey) => {
    const confirmed = await Dialog.confirm({
      content: t('passkeys.removeConfirm', { name: passkey.name }),
      confirmText: t('passkeys.remove'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(passkey.id, { onSuccess: () => Toast.show({ icon: 'success', content: t('passkeys.removed') }) });
  };

  return (
    <Page title={t('titles.passkeys')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('passkeys.explain')}</p>
        <Card title={t('passkeys.listLabel')} flush>
          <Loaded query={passkeys} card={false}>
            {(list) =>
              list.length === 0 ? (
                <p className={styles.empty}>{t('passkeys.none')}</p>
              ) : (
                <PasskeyList
                  passkeys={list}
                  timeZone={timeZone}
                  onRename={(passkey, newName) => { rename.mutate({ id: passkey.id, name: newName }); }}
                  onRemove={(passkey) => void confirmRemove(passkey)}
                />
              )
            }
          </Loaded>
        </Card>
        <Card title={t('passkeys.addTitle')}>
          {canUsePasskeys() ? (
            <SubmitForm onSubmit={submit}>
              <TextField
                label={t('passkeys.nameLabel')}
                value={name}
                onChange={setName}
                error={nameError}
                placeholder={t('passkeys.namePlaceholder')}
                maxLength={PASSKEY_NAME_MAX_LENGTH}
                autoComplete="off"
              />
              <Button block type="submit" color="primary" shape="rounded" loading={add.isPending}>
                {t('passkeys.add')}
              </Button>
            </SubmitForm>
          ) : (
            <p className={styles.note}>{t('passkeys.unsupported')}</p>
          )}
        </Card>
      </div>
    </Page>
  );
}
