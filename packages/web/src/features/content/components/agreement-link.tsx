import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainArticle } from './explain-article';
import styles from './agreement-link.module.css';

interface AgreementLinkProps {
  code: string;
  /** "I agree" at the end of the text ticks the box for the member. */
  onAgree: () => void;
}

/**
 * The agreement named in a form, opened over the form rather than instead of it, so nothing the
 * member has typed is lost while they read.
 */
export function AgreementLink({ code, onAgree }: AgreementLinkProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('agreement.userAgreement')}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName={styles.sheet} showCloseButton destroyOnClose>
        <div className={styles.body}>
          <ExplainArticle explainRef={{ code }} />
        </div>
        <div className={styles.footer}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => {
              onAgree();
              close();
            }}
          >
            {t('agreement.agree')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
