import type { TMemberAddress } from '@meridian/protocol';
import { Button, Tag } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../lib/address-form';
import styles from './address-card.module.css';

interface AddressCardProps {
  address: TMemberAddress;
  busy: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One shipping address: who receives it, where, whether it is the default, and what can be done with it. */
export function AddressCard({ address, busy, onSetDefault, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} aria-label={t('address.cardLabel', { receiver: address.receiver })} data-default={address.isDefault}>
      <div className={styles.head}>
        <span className={styles.receiver}>{address.receiver}</span>
        <span className={styles.phone}>{address.phone}</span>
        {address.isDefault && (
          <Tag color="primary" fill="outline" className={styles.tag}>
            {t('address.default')}
          </Tag>
        )}
      </div>
      <p className={styles.line}>{addressLine(address)}</p>
      <div className={styles.actions}>
        {!address.isDefault && (
          <Button size="mini" fill="outline" color="primary" shape="rounded" disabled={busy} onClick={onSetDefault}>
            {t('address.setDefault')}
          </Button>
        )}
        <span className={styles.spacer} />
        <Button size="mini" fill="none" disabled={busy} onClick={onEdit}>
          <EditSOutline aria-hidden="true" /> {t('address.edit')}
        </Button>
        <Button size="mini" fill="none" color="danger" disabled={busy} onClick={onDelete}>
          <DeleteOutline aria-hidden="true" /> {t('address.delete')}
        </Button>
      </div>
    </li>
  );
}
