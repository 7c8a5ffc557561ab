/** /font: the heading and body styles in both scripts, then every design token drawn with itself. */
import { useT } from '../../app/context';
import { GuideSection } from './GuideSection';
import { SPECIMENS } from './specimens';
import { TokenScale } from './TokenScale';

/** Each text style the site sets, by the selector that gives it, with the specimen it is shown on. */
const TEXT_STYLES = [
  { selector: 'h1', className: 'guide__h1', sample: SPECIMENS.headline },
  { selector: 'h2', className: 'guide__h2', sample: SPECIMENS.headline },
  { selector: 'h3', className: 'guide__h3', sample: SPECIMENS.headline },
  { selector: 'p', className: undefined, sample: SPECIMENS.body },
  { selector: '.muted', className: 'muted', sample: SPECIMENS.body },
] as const;

export function FontPart() {
  const t = useT();
  return (
    <>
      <GuideSection id="g-type" title={t('styleGuide.typography')}>
        <div className="guide__scripts">
          {(['en', 'pa'] as const).map((lang) => (
            <div key={lang} lang={lang}>
              {TEXT_STYLES.map(({ selector, className, sample }) => (
                <div key={selector}>
                  <code className="guide__style">{selector}</code>
                  <p className={className}>{sample[lang]}</p>
                </div>
              ))}
            </div>
          ))}
        </div>
      </GuideSection>
      <TokenScale />
    </>
  );
}
