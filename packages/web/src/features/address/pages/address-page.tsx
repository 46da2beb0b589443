import { MEMBER_ADDRESS_MAX, type TMemberAddress } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { useEditMemberAddress } from '../api/edit-member-address';
import { useMemberAddresses } from '../api/get-member-address';
import { AddressCard } from '../components/address-card';
import { addressFormValues } from '../lib/address-form';
import styles from './address-pages.module.css';

/** my/address: the member's shipping addresses, the default first; set the default, edit, delete, add. */
export function AddressPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useMemberAddresses();
  const edit = useEditMemberAddress();

  const setDefault = (address: TMemberAddress) => {
    edit.mutate(
      { ...addressFormValues(address), id: address.id, isDefault: true },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('address.defaultSet') });
        },
      },
    );
  };

  const remove = async (address: TMemberAddress) => {
    const confirmed = await Dialog.confirm({
      content: t('address.deleteConfirm'),
      confirmText: t('address.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    edit.mutate(
      { id: address.id, delete: true },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('address.deleted') });
        },
      },
    );
  };

  return (
    <Page title={t('titles.address')}>
      <Loaded query={addresses}>
        {(list) => (
          <>
            {list.length === 0 ? (
              <Card>
                <StatusBlock status="empty" title={t('address.empty')} description={t('address.emptyHint')} />
              </Card>
            ) : (
              <ul className={styles.list} aria-label={t('titles.address')}>
                {list.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    busy={edit.isPending}
                    onSetDefault={() => {
                      setDefault(address);
                    }}
                    onEdit={() => {
                      void navigate(href(ROUTE.addressEdit, { id: address.id }));
                    }}
                    onDelete={() => {
                      void remove(address);
                    }}
                  />
                ))}
              </ul>
            )}
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              disabled={list.length >= MEMBER_ADDRESS_MAX}
              onClick={() => {
                void navigate(ROUTE.addressEdit);
              }}
            >
              <AddOutline aria-hidden="true" /> {t('address.add')}
            </Button>
            {list.length >= MEMBER_ADDRESS_MAX && <p className={styles.hint}>{t('address.limitReached', { max: MEMBER_ADDRESS_MAX })}</p>}
          </>
        )}
      </Loaded>
    </Page>
  );
}
