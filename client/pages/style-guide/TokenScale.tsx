/**
 * The design tokens on the style guide: every step of each scale drawn with the token itself
 * (var(--name)), so the page shows what the stylesheets get. The list comes from
 * client/styles/tokens.ts, which a test keeps equal to tokens.css.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../app/context';
import { TOKENS, type Token } from '../../styles/tokens';
import { SCALE_SAMPLE } from './scale-sample';
import { contrastLabel, isDisplaySize, sizeLabel } from './scale';

const use = (t: Token) => `var(${t.name})`;

/** A token's name and value, the caption under each sample. */
function Label({ token, value = token.value }: { token: Token; value?: string }) {
  return (
    <span className="guide-scale__label">
      <code>{token.name}</code> <span className="muted">{value}</span>
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="guide__block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function TypeScale() {
  return (
    <ul className="guide-scale guide-scale--type">
      {TOKENS.type.map((token) => {
        const sample = isDisplaySize(token.value) ? SCALE_SAMPLE.short : SCALE_SAMPLE;
        const style: CSSProperties = { fontSize: use(token) };
        return (
          <li key={token.name}>
            <Label token={token} value={sizeLabel(token.value)} />
            <p style={style}>{sample.en}</p>
            <p lang="pa" style={style}>
              {sample.pa}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Leading() {
  return (
    <ul className="guide-scale guide-scale--leading">
      {TOKENS.leading.map((token) => (
        <li key={token.name}>
          <Label token={token} />
          <p style={{ lineHeight: use(token) }}>
            {SCALE_SAMPLE.en} <span lang="pa">{SCALE_SAMPLE.pa}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Palette() {
  const t = useT();
  return (
    <ul className="guide-scale guide-scale--colour">
      {TOKENS.colour.map((token) => {
        const ratio = contrastLabel(token);
        return (
          <li key={token.name}>
            {/* Half white, half navy behind the colour, so translucent tokens show on both grounds. */}
            <span className="guide-scale__swatch">
              <span style={{ background: use(token) }} />
            </span>
            <Label token={token} />
            {ratio && token.on && (
              <span className="guide-scale__contrast" style={{ color: use(token), background: `var(${token.on})` }}>
                {t('tokens.contrast', { ratio, surface: token.on })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Spacing() {
  const t = useT();
  return (
    <>
      <ul className="guide-scale guide-scale--space">
        {TOKENS.space.map((token) => (
          <li key={token.name}>
            <Label token={token} />
            <span className="guide-scale__bar" style={{ width: use(token) }} />
          </li>
        ))}
      </ul>
      <h3>{t('tokens.layout')}</h3>
      <ul className="guide-scale guide-scale--layout">
        {TOKENS.layout.map((token) => (
          <li key={token.name}>
            <Label token={token} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Shapes({
  tokens,
  property,
}: {
  tokens: readonly Token[];
  property: 'borderRadius' | 'boxShadow' | 'textShadow';
}) {
  return (
    <ul className={`guide-scale guide-scale--${property}`}>
      {tokens.map((token) => (
        <li key={token.name}>
          <span className="guide-scale__shape" style={{ [property]: use(token) }}>
            {property === 'textShadow' ? SCALE_SAMPLE.short.en : null}
          </span>
          <Label token={token} />
        </li>
      ))}
    </ul>
  );
}

function Layers() {
  return (
    <ol className="guide-scale guide-scale--layer">
      {[...TOKENS.layer].reverse().map((token) => (
        <li key={token.name}>
          <Label token={token} />
        </li>
      ))}
    </ol>
  );
}

/** The token sections of the style guide, in the order of tokens.css. */
export function TokenScale() {
  const t = useT();
  const boxShadows = TOKENS.shadow.filter((token) => !token.name.startsWith('--text-'));
  const textShadows = TOKENS.shadow.filter((token) => token.name.startsWith('--text-'));
  return (
    <>
      <p className="guide__intro muted">{t('tokens.intro')}</p>
      <Section id="g-tokens-colour" title={t('tokens.colour')}>
        <Palette />
      </Section>
      <Section id="g-tokens-type" title={t('tokens.type')}>
        <TypeScale />
      </Section>
      <Section id="g-tokens-leading" title={t('tokens.leading')}>
        <Leading />
      </Section>
      <Section id="g-tokens-space" title={t('tokens.space')}>
        <Spacing />
      </Section>
      <Section id="g-tokens-radius" title={t('tokens.radius')}>
        <Shapes tokens={TOKENS.radius} property="borderRadius" />
      </Section>
      <Section id="g-tokens-shadow" title={t('tokens.shadow')}>
        <Shapes tokens={boxShadows} property="boxShadow" />
        <Shapes tokens={textShadows} property="textShadow" />
      </Section>
      <Section id="g-tokens-layer" title={t('tokens.layer')}>
        <Layers />
      </Section>
    </>
  );
}
