/**
 * /component: the story card in each of its four sizes with a headline in each script, the store
 * badges (with a link, and without one: it opens the app-store modal), and the buttons.
 */
import type { CardSize } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { StoreBadge } from '../../components/app-store/StoreBadge';
import { Card } from '../../components/cards/Card';
import { Buttons } from './Buttons';
import { GuideSection } from './GuideSection';
import { specimenCard } from './specimens';

const SIZES: readonly CardSize[] = ['large', 'medium', 'small', 'featured'];

export function ComponentPart() {
  const t = useT();
  return (
    <>
      <GuideSection id="g-cards" title={t('styleGuide.cards')}>
        {SIZES.map((size) => (
          <div key={size} className="guide__card-size">
            <h3>
              <code>{size}</code>
            </h3>
            <div className={`guide__cards guide__cards--${size}`}>
              {(['en', 'pa'] as const).map((lang) => (
                <div key={lang} lang={lang}>
                  <Card card={specimenCard(lang)} size={size} level="h4" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </GuideSection>
      <GuideSection id="g-badges" title={t('styleGuide.badges')}>
        <div className="guide__row">
          <StoreBadge store="google" href="https://play.google.com/" />
          <StoreBadge store="apple" />
        </div>
      </GuideSection>
      <Buttons />
    </>
  );
}
