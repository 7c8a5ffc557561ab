/**
 * The internal style guide (/form, /font, /component): typography, the design tokens (colours,
 * type scale, spacing, radii, shadows, layers), buttons, cards and form fields of the design
 * system in both scripts. Not linked from the site.
 */
import type { StyleGuideView } from '../../../shared/loaders/style-guide';
import { TokenScale } from './TokenScale';
import './style-guide.css';

const SAMPLE_EN = 'Surrey council approves new transit link for Newton';
const SAMPLE_PA = 'ਸਰੀ ਕੌਂਸਲ ਵੱਲੋਂ ਨਿਊਟਨ ਲਈ ਨਵੇਂ ਟਰਾਂਜ਼ਿਟ ਰੂਟ ਨੂੰ ਮਨਜ਼ੂਰੀ';

export function StyleGuidePage({ view }: { view: StyleGuideView }) {
  return (
    <div className="guide container">
      <h1>
        Style guide <span className="muted">/{view.part}</span>
      </h1>
      <section className="guide__block" aria-labelledby="g-type">
        <h2 id="g-type">Typography</h2>
        <h1>{SAMPLE_EN}</h1>
        <h1 lang="pa">{SAMPLE_PA}</h1>
        <h2>{SAMPLE_EN}</h2>
        <h3 lang="pa">{SAMPLE_PA}</h3>
        <p>Body text: the station’s newsroom reports from Surrey, Abbotsford and Vancouver every day.</p>
        <p lang="pa">ਬਾਡੀ ਟੈਕਸਟ: ਸਟੇਸ਼ਨ ਦਾ ਨਿਊਜ਼ਰੂਮ ਹਰ ਰੋਜ਼ ਸਰੀ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਤੋਂ ਖ਼ਬਰਾਂ ਦਿੰਦਾ ਹੈ।</p>
      </section>
      <TokenScale />
      <section className="guide__block" aria-labelledby="g-buttons">
        <h2 id="g-buttons">Buttons</h2>
        <div className="guide__row">
          <button type="button" className="button">
            Primary
          </button>
          <button type="button" className="button button--ghost">
            Ghost
          </button>
          <button type="button" className="button button--dark">
            Dark
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
        </div>
      </section>
      <section className="guide__block" aria-labelledby="g-form">
        <h2 id="g-form">Form fields</h2>
        <form className="guide__form" onSubmit={(e) => e.preventDefault()}>
          <label>
            First name
            <input name="firstName" autoComplete="given-name" />
          </label>
          <label>
            Email
            <input name="email" type="email" placeholder="Your Email Address" />
          </label>
          <label>
            Message
            <textarea name="message" rows={3} />
          </label>
        </form>
      </section>
      <section className="guide__block" aria-labelledby="g-cards">
        <h2 id="g-cards">Cards</h2>
        <div className="guide__cards">
          {[SAMPLE_EN, SAMPLE_PA].map((title) => (
            <article key={title} className="guide__card">
              <img src="/images/default.svg" alt="" width={640} height={360} />
              <h3>{title}</h3>
              <p className="muted">Nov 21, 2026</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
