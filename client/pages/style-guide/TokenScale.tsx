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

/**
 * One item per token: its name and value, then a sample drawn with the token. Samples that read
 * better above the caption (swatches, shapes) are moved up by the stylesheet.
 */
function Scale({
  kind,
  tokens,
  ordered = false,
  value,
  sample,
}: {
  kind: string;
  tokens: readonly Token[];
  ordered?: boolean;
  value?: (token: Token) => string;
  sample?: (token: Token) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`guide-scale guide-scale--${kind}`}>
      {tokens.map((token) => (
        <li key={token.name}>
          <Label token={token} value={value?.(token)} />
          {sample?.(token)}
        </li>
      ))}
    </List>
  );
}

function TypeSample({ token }: { token: Token }) {
  const sample = isDisplaySize(token.value) ? SCALE_SAMPLE.short : SCALE_SAMPLE;
  const style: CSSProperties = { fontSize: use(token) };
  return (
    <>
      <p style={style}>{sample.en}</p>
      <p lang="pa" style={style}>
        {sample.pa}
      </p>
    </>
  );
}

function Swatch({ token }: { token: Token }) {
  const t = useT();
  const ratio = contrastLabel(token);
  return (
    <>
      {/* Half white, half navy behind the colour, so translucent tokens show on both grounds. */}
      <span className="guide-scale__swatch">
        <span style={{ background: use(token) }} />
      </span>
      {ratio && token.on && (
        <span className="guide-scale__contrast" style={{ color: use(token), background: `var(${token.on})` }}>
          {t('tokens.contrast', { ratio, surface: token.on })}
        </span>
      )}
    </>
  );
}

/** A box with the token applied to one property (a radius, a shadow). */
const shape = (property: 'borderRadius' | 'boxShadow' | 'textShadow') => (token: Token) => (
  <span className="guide-scale__shape" style={{ [property]: use(token) }}>
    {property === 'textShadow' ? SCALE_SAMPLE.short.en : null}
  </span>
);

/** The token sections of the style guide, in the order of tokens.css. */
export function TokenScale() {
  const t = useT();
  const boxShadows = TOKENS.shadow.filter((token) => !token.name.startsWith('--text-'));
  const textShadows = TOKENS.shadow.filter((token) => token.name.startsWith('--text-'));
  return (
    <>
      <p className="guide__intro muted">{t('tokens.intro')}</p>
      <Section id="g-tokens-colour" title={t('tokens.colour')}>
        <Scale kind="colour" tokens={TOKENS.colour} sample={(token) => <Swatch token={token} />} />
      </Section>
      <Section id="g-tokens-type" title={t('tokens.type')}>
        <Scale
          kind="type"
          tokens={TOKENS.type}
          value={(token) => sizeLabel(token.value)}
          sample={(token) => <TypeSample token={token} />}
        />
      </Section>
      <Section id="g-tokens-leading" title={t('tokens.leading')}>
        <Scale
          kind="leading"
          tokens={TOKENS.leading}
          sample={(token) => (
            <p style={{ lineHeight: use(token) }}>
              {SCALE_SAMPLE.en} <span lang="pa">{SCALE_SAMPLE.pa}</span>
            </p>
          )}
        />
      </Section>
      <Section id="g-tokens-space" title={t('tokens.space')}>
        <Scale
          kind="space"
          tokens={TOKENS.space}
          sample={(token) => <span className="guide-scale__bar" style={{ width: use(token) }} />}
        />
        <h3>{t('tokens.layout')}</h3>
        <Scale kind="layout" tokens={TOKENS.layout} />
      </Section>
      <Section id="g-tokens-radius" title={t('tokens.radius')}>
        <Scale kind="radius" tokens={TOKENS.radius} sample={shape('borderRadius')} />
      </Section>
      <Section id="g-tokens-shadow" title={t('tokens.shadow')}>
        <Scale kind="shadow" tokens={boxShadows} sample={shape('boxShadow')} />
        <Scale kind="text-shadow" tokens={textShadows} sample={shape('textShadow')} />
      </Section>
      <Section id="g-tokens-motion" title={t('tokens.motion')}>
        <Scale kind="motion" tokens={TOKENS.motion} />
      </Section>
      <Section id="g-tokens-layer" title={t('tokens.layer')}>
        <Scale kind="layer" tokens={[...TOKENS.layer].reverse()} ordered />
      </Section>
    </>
  );
}
