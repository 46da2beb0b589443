import { CODE } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { useExplainInfo } from '../../../api/shared/get-explain-info';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { SafeHtml } from '../../../components/safe-html';
import { StatusBlock } from '../../../components/status-block';
import { HelpContactCard } from '../components/help-contact-card';
import styles from './help-pages.module.css';

/** The article the query names: `?id=3`. */
function articleIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** my/help_detail: one help article; its HTML is rebuilt from safe tags only. */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = articleIdOf(searchParams);
  const article = useExplainInfo(id === null ? null : { id });
  // Removed or never there: say so, rather than offering a retry that cannot help.
  const isGone = id === null || (article.error instanceof RequestError && article.error.failure.code === CODE.NOT_FOUND);

  return (
    <Page title={t('titles.helpDetail')}>
      {isGone ? (
        <Card>
          <StatusBlock status="empty" title={t('help.notFound')} description={t('help.notFoundHint')} />
        </Card>
      ) : (
        <Card>
          <Loaded query={article} rows={8} card={false}>
            {(info) => (
              <article>
                <h1 className={styles.title}>{info.title}</h1>
                <SafeHtml content={info.content} />
              </article>
            )}
          </Loaded>
        </Card>
      )}
      <HelpContactCard />
    </Page>
  );
}
