import { PASSKEY_NAME_MAX_LENGTH, type TPasskey } from '@meridian/protocol';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import listRow from '../../../components/list-row.module.css';
import { formatDateTime } from '../../../lib/time';
import styles from './security-lists.module.css';

interface PasskeyListProps {
  passkeys: readonly TPasskey[];
  timeZone: string | undefined;
  onRename: (passkey: TPasskey, name: string) => void;
  onRemove: (passkey: TPasskey) => void;
}

/** The member's passkeys, each named, with when it was added and last used; renamed in place. */
export function PasskeyList({ passkeys, timeZone, onRename, onRemove }: PasskeyListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('passkeys.listLabel')}>
      {passkeys.map((passkey) => (
        <PasskeyRow key={passkey.id} passkey={passkey} timeZone={timeZone} onRename={onRename} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function PasskeyRow({ passkey, timeZone, onRename, onRemove }: { passkey: TPasskey } & Omit<PasskeyListProps, 'passkeys'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const lastUsed = passkey.lastUsedAt === null ? t('passkeys.neverUsed') : t('passkeys.lastUsed', { time: formatDateTime(passkey.lastUsedAt, timeZone) });
  return (
    <li className={listRow.item} data-testid="passkey">
      <div className={styles.row}>
        <div className={styles.main}>
          {draft === null ? (
            <div className={styles.title}>{passkey.name}</div>
          ) : (
            <Input aria-label={t('passkeys.nameLabel')} value={draft} onChange={setDraft} maxLength={PASSKEY_NAME_MAX_LENGTH} autoFocus />
          )}
          <div className={styles.meta}>
            {t('passkeys.addedAt', { time: formatDateTime(passkey.createdAt, timeZone) })} · {lastUsed}
          </div>
        </div>
        {draft === null ? (
          <>
            <Button size="mini" fill="outline" onClick={() => { setDraft(passkey.name); }}>
              {t('passkeys.rename')}
            </Button>
            <Button size="mini" fill="outline" color="danger" onClick={() => { onRemove(passkey); }}>
              {t('passkeys.remove')}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="mini"
              color="primary"
              disabled={draft.trim() === ''}
              onClick={() => {
                onRename(passkey, draft.trim());
                setDraft(null);
              }}
            >
              {t('passkeys.save')}
            </Button>
            <Button size="mini" fill="outline" onClick={() => { setDraft(null); }}>
              {t('common.cancel')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
