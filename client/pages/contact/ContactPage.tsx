/**
 * The contact page (spec doc 2 §2 "Contact"): heading, description (the sanitised HTML with its
 * links), the form, and the side card with the station's address, phone, email and hours.
 */
import './contact.css';
import { useId } from 'react';
import type { ContactCardView, ContactView } from '../../../shared/loaders/contact';
import { useT } from '../../app/context';
import { ContactForm } from './ContactForm';
import { Link, useLocalizedHtml } from '../../components/link/Link';

function Card({ card }: { card: ContactCardView }) {
  const localizeHtml = useLocalizedHtml();
  const t = useT();
  const id = useId();
  return (
    <aside className="contact-card" aria-labelledby={id}>
      <h2 id={id} className="contact-card__heading">
        {card.heading}
      </h2>
      {card.noteHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the note was sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
        <div className="contact-card__note" dangerouslySetInnerHTML={{ __html: localizeHtml(card.noteHtml) }} />
      )}
      <dl className="contact-card__list">
        {card.address && (
          <div>
            <dt>{t('contact.address')}</dt>
            <dd>{card.address}</dd>
          </div>
        )}
        {card.phone && (
          <div>
            <dt>{t('contact.phoneLink')}</dt>
            <dd>
              <Link href={card.phone.href}>{card.phone.text}</Link>
            </dd>
          </div>
        )}
        {card.email && (
          <div>
            <dt>{t('contact.emailLink')}</dt>
            <dd>
              <Link href={card.email.href}>{card.email.text}</Link>
            </dd>
          </div>
        )}
        {card.hours && (
          <div>
            <dt>{t('contact.hours')}</dt>
            <dd>{card.hours}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}

function Description({ html }: { html: string }) {
  const localizeHtml = useLocalizedHtml();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the description was sanitised by an allow-list at the contract edge (worker/content/sanitize.ts)
    <div className="contact__description" dangerouslySetInnerHTML={{ __html: localizeHtml(html) }} />
  );
}

export function ContactPage({ view }: { view: ContactView }) {
  const t = useT();
  const formTitle = useId();
  return (
    <div className="contact section">
      <div className="container">
        <h1 className="contact__title">{view.title}</h1>
        <div className="contact__grid">
          <div className="contact__main">
            <Description html={view.descriptionHtml} />
            <h2 id={formTitle} className="contact__form-title">
              {t('contact.formTitle')}
            </h2>
            <ContactForm view={view} titleId={formTitle} />
          </div>
          <Card card={view.card} />
        </div>
      </div>
    </div>
  );
}
