/** The site's button styles, and the disabled state a form's button takes while it sends. */
import { useT } from '../../app/context';
import { GuideSection } from './GuideSection';

export function Buttons() {
  const t = useT();
  return (
    <GuideSection id="g-buttons" title={t('styleGuide.buttons')}>
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
          {t('contact.sending')}
        </button>
      </div>
    </GuideSection>
  );
}
