import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { useExplainInfo, type ExplainRef } from '../../../api/shared/get-explain-info';
import { ExplainArticle } from '../components/explain-article';
import styles from './content-pages.module.css';

/** Which explanation the query names: `?code=user_agreement` or `?id=3`. */
function explainRef(params: URLSearchParams): ExplainRef | null {
  const code = params.get('code');
  if (code !== null && code !== '') return { code };
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? { id } : null;
}

/** pages/webview/webview: an agreement or explanation written by the operator. */
export function WebviewPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ref = explainRef(searchParams);
  // The same query as the article's: the nav bar shows its title once it is there.
  const title = useExplainInfo(ref).data?.title;

  return (
    <Page title={title ?? t('titles.webview')}>
      <Card>{ref === null ? <p className={styles.empty}>{t('common.notFoundHint')}</p> : <ExplainArticle explainRef={ref} />}</Card>
    </Page>
  );
}
