/**
 * The search screen (spec doc 1 §2 "Search"): a large input, a close button that goes back and a
 * submit button. Typing searches after a 300 ms pause (the address follows, so results can be
 * shared and Back works); Enter searches at once. 'N result(s) found.', the results, pagination,
 * or 'Sorry, we couldn't find any results matching "{text}"'.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SearchView } from '../../../shared/loaders/search';
import { useApp, useT } from '../../app/context';
import { Pagination } from '../../components/pagination/Pagination';
import { searchTarget, searchText } from '../../components/header/search';
import { useLocalizedPath } from '../../components/link/Link';
import './search.css';
import { Link } from '../../components/link/Link';

const DEBOUNCE_MS = 300;
const target = (text: string) => searchTarget(text) ?? '/search';

export function SearchPage({ view }: { view: SearchView }) {
  const t = useT();
  const { navigate, loading } = useApp();
  const localize = useLocalizedPath();
  const [text, setText] = useState(view.text);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);

  useEffect(() => inputRef.current?.focus(), []);

  // A pause in typing runs the search; the address is replaced, not pushed, so Back leaves the page.
  useEffect(() => {
    if (!typed.current || text.trim() === view.text) return;
    const timer = setTimeout(() => navigate(target(text), { replace: true }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, view.text, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) navigate(target(text));
  };
  const close = () => (history.length > 1 ? history.back() : navigate('/'));

  return (
    <section className="search-page container" aria-labelledby="search-page-title">
      <h1 id="search-page-title" className="visually-hidden">
        {t('search.label')}
      </h1>
      {/* Named by the page's heading: the header's own search landmark is the unnamed one. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the landmark is the form itself, so it still submits without JavaScript; <search> would wrap it in one more element */}
      <form
        className="search-page__form"
        role="search"
        aria-labelledby="search-page-title"
        action={localize('/search')}
        onSubmit={submit}
      >
        <label className="visually-hidden" htmlFor="search-page-input">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id="search-page-input"
          className="search-page__input"
          type="search"
          name="q"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(e) => {
            typed.current = true;
            // The field's 27 characters counted in code points (search.ts), not maxlength's UTF-16 units.
            setText(searchText(e.target.value));
          }}
        />
        <button type="submit" className="button search-page__submit">
          {t('search.submit')}
        </button>
        <button type="button" className="search-page__close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
      </form>
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
                <h2 className="search-hit__title">
                  <Link href={hit.href}>{hit.title}</Link>
                </h2>
                {hit.excerpt && <p className="search-hit__excerpt">{hit.excerpt}</p>}
                {hit.date && <p className="search-hit__date">{hit.date}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
      <Pagination current={view.page} total={view.totalPages} href={(n) => `${target(view.text)}/${n}`} />
    </section>
  );
}
