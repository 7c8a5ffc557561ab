/**
 * The search's results (spec doc 1 §2 "Search"): 'N result(s) found.', the result blocks (type,
 * title linked by type, excerpt, date) with the matched words marked, or 'Sorry, we couldn't find
 * any results matching "{text}"'; a live region, so a screen reader hears the new count. Then
 * the pages of results.
 */
import type { SearchView } from '../../../shared/loaders/search';
import { useApp, useT } from '../../app/context';
import { searchPath } from '../../components/header/search';
import { Link } from '../../components/link/Link';
import { Pagination } from '../../components/pagination/Pagination';
import { Marked } from './Marked';

/** A page of the results for `text`: /search/{text}/{n}. */
const pageHref = (text: string) => (n: number) => `${searchPath(text)}/${n}`;

export function SearchResults({ view }: { view: SearchView }) {
  return (
    <>
      <Found view={view} />
      <Pagination current={view.page} total={view.totalPages} href={pageHref(view.text)} />
    </>
  );
}

function Found({ view }: { view: SearchView }) {
  const t = useT();
  const { loading } = useApp();
  return (
    <div className="search-page__results" aria-live="polite" aria-busy={loading}>
      {view.corrected && view.count > 0 && (
        <p className="search-page__corrected">{t('search.corrected', { text: view.corrected })}</p>
      )}
      {view.text &&
        (view.count > 0 ? (
          <p className="search-page__count">{t('search.found', { count: view.count })}</p>
        ) : (
          <p className="search-page__none">{t('search.none', { text: view.text })}</p>
        ))}
      {view.hits.length > 0 && (
        <ol className="search-page__list">
          {view.hits.map((hit) => (
            <li key={hit.key} className="search-hit">
              <span className="search-hit__type">{t(`search.type.${hit.type}`)}</span>
              <h2 className="search-hit__title" lang={hit.titleLang}>
                <Link href={hit.href}>
                  <Marked parts={hit.title} />
                </Link>
              </h2>
              {hit.excerpt.length > 0 && (
                <p className="search-hit__excerpt" lang={hit.excerptLang}>
                  <Marked parts={hit.excerpt} />
                </p>
              )}
              {hit.date && <p className="search-hit__date">{hit.date}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
