import type { TContactKind } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { ROUTE, href } from '../../../config/routes';
import styles from './contact-row.module.css';

/**
 * The email or the phone on my/personal, shown but not typed in: a session alone no longer changes
 * them (issue 35), so the change has a page of its own that asks for the password and a code.
 */
export function ContactRow({ kind, value }: { kind: TContactKind; value: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isEmpty = value === '';
  const actionName = kind === 'email' ? (isEmpty ? t('member.addEmail') : t('member.changeEmail')) : isEmpty ? t('member.addPhone') : t('member.changePhone');
  return (
    <FormField label={kind === 'email' ? t('member.email') : t('member.phone')} plain>
      {() => (
        <div className={styles.row}>
          <span className={isEmpty ? styles.empty : styles.value} data-testid={`contact-${kind}`}>
            {isEmpty ? t('member.notSet') : value}
          </span>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            aria-label={actionName}
            onClick={() => {
              void navigate(href(ROUTE.contactChange, { kind }));
            }}
          >
            {isEmpty ? t('member.add') : t('member.change')}
          </Button>
        </div>
      )}
    </FormField>
  );
}
