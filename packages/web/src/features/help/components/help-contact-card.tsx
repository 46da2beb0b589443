import { Button } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE } from '../../../config/routes';
import styles from './help-contact-card.module.css';

/** The way on when an article does not answer the question: customer service. */
export function HelpContactCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <div className={styles.row}>
        <div className={styles.text}>
          <h2 className={styles.heading}>{t('help.stillNeedHelp')}</h2>
          <p className={styles.hint}>{t('help.contactHint')}</p>
        </div>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          size="small"
          onClick={() => {
            void navigate(ROUTE.online);
          }}
        >
          <MessageOutline aria-hidden="true" /> {t('help.contact')}
        </Button>
      </div>
    </Card>
  );
}
