/**
 * The byline under the headline: author and publication date (news adds the time; entertainment
 * writes 'BY' before the author), 'LAST UPDATED ON' only when the post was updated, the
 * 'REPORT AN ERROR' link (contact type news-report, spec §9) and the language toggle when the
 * post exists in both languages (spec §5).
 */
import { CONTACT_REPORT_TYPE } from '../../../shared/constants';
import type { ArticleView } from '../../../shared/loaders/article';
import { useApp, useT } from '../../app/context';
import { GlobeIcon } from '../../components/icons/icons';
import { Link } from '../../components/link/Link';

/** 'REPORT AN ERROR' names the article it was on, so the message can say which one. */
const reportHref = (pageUrl: string): string =>
  `/contact/${CONTACT_REPORT_TYPE}?about=${encodeURIComponent(pageUrl.split(/[?#]/)[0] ?? '/')}`;

export function Byline({ view }: { view: ArticleView }) {
  const t = useT();
  const { page } = useApp();
  const news = view.kind === 'news';
  return (
    <div className="article-byline">
      <div className="article-byline__who">
        {view.author && (
          <p className="article-byline__author">
            {!news && <span className="article-byline__by">{t('article.by')} </span>}
            {view.author}
          </p>
        )}
        <p className="article-byline__dates">
          <time dateTime={view.dateTime}>
            {view.date}
            {news && view.time && <span className="article-byline__time">{view.time}</span>}
          </time>
          {view.updated && (
            <span className="article-byline__updated">
              {t('date.updated')}{' '}
              <time dateTime={view.updated.dateTime}>
                {view.updated.date}
                {view.updated.time && <span className="article-byline__time">{view.updated.time}</span>}
              </time>
            </span>
          )}
        </p>
      </div>
      <div className="article-byline__tools">
        {view.toggle && <ReadInToggle />}
        <Link className="article-byline__report" href={reportHref(page.url)}>
          {t('article.reportError')}
        </Link>
      </div>
    </div>
  );
}

/**
 * 'Read in English' / 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ': the spec's full label, written in the language it
 * switches to (hence its `lang`), so a reader of either script recognises it.
 */
function ReadInToggle() {
  const { lang, setLanguage } = useApp();
  const t = useT();
  const other = lang === 'pa' ? 'en' : 'pa';
  return (
    <button type="button" className="article-byline__toggle" lang={other} onClick={() => setLanguage(other)}>
      <GlobeIcon />
      {t('lang.switchLabel')}
    </button>
  );
}
