import { SearchBar } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { MenuList } from '../../../components/menu-list';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { useExplainList } from '../api/get-explain-list';
import { HelpContactCard } from '../components/help-contact-card';
import { filterHelpArticles } from '../lib/filter-help';
import styles from './help-pages.module.css';

/** my/help: the help centre, the operator's articles with a search over their titles. */
export function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const articles = useExplainList();
  const [query, setQuery] = useState('');

  return (
    <Page title={t('titles.help')}>
      <div role="search" aria-label={t('help.search')}>
        <SearchBar className={styles.search} placeholder={t('help.searchPlaceholder')} value={query} onChange={setQuery} />
      </div>
      <Loaded query={articles}>
        {(list) => {
          const shown = filterHelpArticles(list, query);
          if (shown.length === 0) {
            return (
              <Card>
                <StatusBlock
                  status="empty"
                  title={list.length === 0 ? t('help.empty') : t('help.noMatch')}
                  description={list.length === 0 ? t('help.emptyHint') : t('help.noMatchHint')}
                />
              </Card>
            );
          }
          return (
            <Card title={t('help.articles')} flush>
              <MenuList
                items={shown.map((article) => ({
                  key: String(article.id),
                  label: article.title,
                  icon: <FileOutline />,
                  onClick: () => {
                    void navigate(href(ROUTE.helpDetail, { id: article.id }));
                  },
                }))}
              />
            </Card>
          );
        }}
      </Loaded>
      <HelpContactCard />
    </Page>
  );
}
