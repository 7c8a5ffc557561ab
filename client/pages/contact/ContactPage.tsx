/**
 * The contact page (spec doc 2 §2 "Contact"): heading, description (the sanitised HTML with its
 * links), the form, and the side card with the station's address, phone, email and hours.
 */
import './contact.css';
import { useId } from 'react';
import type { ContactCardView, ContactView } from '../../../shared/loaders/contact';
import { useT } from '../../app/context';
import { ContactForm } from './form-island';
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
        <Detail label={t('contact.address')} value={card.address} />
        <Detail label={t('contact.phoneLink')} value={card.phone} />
        <Detail label={t('contact.emailLink')} value={card.email} />
        <Detail label={t('contact.hours')} value={card.hours} />
      </dl>
    </aside>
  );
}

/** One line of the card, only when the station has it: a text, or a link (the phone, the email). */
function Detail({ label, value }: { label: string; value: string | { text: string; href: string } | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{typeof value === 'string' ? value : <Link href={value.href}>{value.text}</Link>}</dd>
    </div>
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
