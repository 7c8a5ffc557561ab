/**
 * The plain page: a heading, text and a list of linked items. It shows the real data of the
 * screens whose full layouts are still to come (news lists, articles, shows, hosts, originals,
 * featured, events, content pages), so every route has its content today.
 */
import type { PlainView } from '../../../shared/loaders/plain';
import { Pagination } from '../../components/pagination/Pagination';
import './plain.css';

export function PlainPage({ view }: { view: PlainView }) {
  const base = view.pages?.base;
  return (
    <article className="plain container">
      <h1 className="plain__title">{view.title}</h1>
      {view.intro && <p className="plain__intro">{view.intro}</p>}
      {view.image && <img className="plain__image" src={view.image} alt="" width={1200} height={675} />}
      {view.body.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, replaced whole
        <p key={i}>{p}</p>
      ))}
      {view.items.length > 0 && (
        <ul className="plain__items">
          {view.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may share an address; the position keeps the keys unique
            <li key={`${item.href ?? ''}-${i}`} className="plain__item">
              {item.image && <img src={item.image} alt="" width={160} height={90} loading="lazy" decoding="async" />}
              <div>
                {item.href ? (
                  <a className="plain__link" href={item.href}>
                    {item.title}
                  </a>
                ) : (
                  <strong>{item.title}</strong>
                )}
                {item.date && <div className="plain__date">{item.date}</div>}
                {item.text && <p className="plain__text">{item.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.pages && <Pagination current={view.pages.current} total={view.pages.total} href={(n) => `${base}/${n}`} />}
    </article>
  );
}
