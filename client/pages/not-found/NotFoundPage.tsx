/** The 404 page: a large 404, the title from the server (or the default), the text, 'Back to home'. */
import type { NotFoundView } from '../../../shared/page-state';
import { useT } from '../../app/context';
import './not-found.css';
import { Link } from '../../components/link/Link';

export function NotFoundPage({ view }: { view: NotFoundView }) {
  const t = useT();
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="not-found__title">{view.title || t('notFound.title')}</h1>
      {view.text && <p className="not-found__text">{view.text}</p>}
      <Link className="button" href="/">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
