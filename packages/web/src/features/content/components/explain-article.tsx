import { Loaded } from '../../../components/query-state';
import { SafeHtml } from '../../../components/safe-html';
import { useExplainInfo, type ExplainRef } from '../../../api/shared/get-explain-info';
import styles from './explain-article.module.css';

/** An agreement or explanation with its title, as the webview page and the agreement sheet show it. */
export function ExplainArticle({ explainRef }: { explainRef: ExplainRef }) {
  const explain = useExplainInfo(explainRef);
  return (
    <Loaded query={explain} rows={8} card={false}>
      {(info) => (
        <article>
          <h1 className={styles.title}>{info.title}</h1>
          <SafeHtml content={info.content} />
        </article>
      )}
    </Loaded>
  );
}
