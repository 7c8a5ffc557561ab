/**
 * The internal style guide (/form, /font, /component): typography, the design tokens (colours,
 * type scale, spacing, radii, shadows, layers), buttons, cards and form fields of the design
 * system in both scripts. Not linked from the site.
 */
import type { StyleGuideView } from '../../../shared/loaders/style-guide';
import { useT } from '../../app/context';
import { SPECIMENS } from './specimens';
import { TokenScale } from './TokenScale';
import './style-guide.css';

const SAMPLE_EN = SPECIMENS.headline.en;
const SAMPLE_PA = SPECIMENS.headline.pa;

export function StyleGuidePage({ view }: { view: StyleGuideView }) {
  const t = useT();
  return (
    <div className="guide container">
      <h1>
        {t('styleGuide.title')} <span className="muted">/{view.part}</span>
      </h1>
      <section className="guide__block" aria-labelledby="g-type">
        <h2 id="g-type">{t('styleGuide.typography')}</h2>
        <h1>{SAMPLE_EN}</h1>
        <h1 lang="pa">{SAMPLE_PA}</h1>
        <h2>{SAMPLE_EN}</h2>
        <h3 lang="pa">{SAMPLE_PA}</h3>
        <p>{SPECIMENS.body.en}</p>
        <p lang="pa">{SPECIMENS.body.pa}</p>
      </section>
      <TokenScale />
      <section className="guide__block" aria-labelledby="g-buttons">
        <h2 id="g-buttons">{t('styleGuide.buttons')}</h2>
        <div className="guide__row">
          <button type="button" className="button">
            {t('styleGuide.primary')}
          </button>
          <button type="button" className="button button--ghost">
            {t('styleGuide.ghost')}
          </button>
          <button type="button" className="button button--dark">
            {t('styleGuide.dark')}
          </button>
          <button type="button" className="button" disabled>
            {t('styleGuide.disabled')}
          </button>
        </div>
      </section>
      <section className="guide__block" aria-labelledby="g-form">
        <h2 id="g-form">{t('styleGuide.formFields')}</h2>
        <form className="guide__form" onSubmit={(e) => e.preventDefault()}>
          <label>
            {t('form.firstName')}
            <input name="firstName" autoComplete="given-name" />
          </label>
          <label>
            {t('form.email')}
            <input name="email" type="email" placeholder={t('footer.emailPlaceholder')} />
          </label>
          <label>
            {t('form.message')}
            <textarea name="message" rows={3} />
          </label>
        </form>
      </section>
      <section className="guide__block" aria-labelledby="g-cards">
        <h2 id="g-cards">{t('styleGuide.cards')}</h2>
        <div className="guide__cards">
          {[SAMPLE_EN, SAMPLE_PA].map((title) => (
            <article key={title} className="guide__card">
              <img src="/images/default.svg" alt="" width={640} height={360} />
              <h3>{title}</h3>
              <p className="muted">{SPECIMENS.cardDate}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
