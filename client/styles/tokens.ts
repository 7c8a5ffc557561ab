/**
 * The tokens of tokens.css, listed by group for the style guide (/component) to show the scale.
 * tokens.test.ts keeps this list equal to tokens.css, name for name and value for value, and
 * checks that every text colour reaches WCAG AA on the surface it is read on.
 */

/** A custom property's name, spelt like in CSS. */
type TokenName = `--${string}`;

export interface Token {
  name: TokenName;
  /** Its value, exactly like tokens.css (at the phone width, where two layout tokens change later). */
  value: string;
  /** For a text colour: the surface it is read on. Its contrast there must pass WCAG AA (4.5:1). */
  on?: TokenName;
}

export type TokenGroup = 'colour' | 'type' | 'leading' | 'space' | 'radius' | 'shadow' | 'motion' | 'layer' | 'layout';

/** Every token, by group, in the order tokens.css lists them (layers bottom to top). */
export const TOKENS: Record<TokenGroup, readonly Token[]> = {
  colour: [
    { name: '--primary', value: '#f9025a' },
    { name: '--primary-light', value: '#ff4a86' },
    { name: '--primary-dark', value: '#c8004a' },
    { name: '--primary-darker', value: '#a3003c' },
    { name: '--accent-text', value: '#c8004a', on: '--paper' },
    { name: '--light', value: '#fcbe6b', on: '--dark' },
    { name: '--light-soft', value: 'rgb(252 190 107 / 40%)' },
    { name: '--dark', value: '#081b70', on: '--paper' },
    { name: '--dark-bright', value: '#1b2f8f' },
    { name: '--ink', value: '#14162b', on: '--paper' },
    { name: '--ink-soft', value: '#3a3f5c', on: '--paper' },
    { name: '--muted', value: '#5a5f7a', on: '--paper' },
    { name: '--success', value: '#0a7a3d', on: '--paper' },
    { name: '--danger', value: '#b00040', on: '--paper' },
    { name: '--paper', value: '#ffffff' },
    { name: '--paper-glass', value: 'rgb(255 255 255 / 96%)' },
    { name: '--wash', value: '#f5f6fb' },
    { name: '--line', value: '#e4e6ef' },
    { name: '--line-strong', value: '#c5c9dc' },
    { name: '--black', value: '#000000' },
    { name: '--focus-ring', value: 'var(--light)' },
    { name: '--mask-solid', value: '#000000' },
    { name: '--on-dark', value: '#ffffff', on: '--dark' },
    { name: '--on-dark-soft', value: 'rgb(255 255 255 / 88%)', on: '--dark' },
    { name: '--on-dark-muted', value: 'rgb(255 255 255 / 78%)', on: '--dark' },
    { name: '--on-dark-outline', value: 'rgb(255 255 255 / 45%)' },
    { name: '--on-dark-border', value: 'rgb(255 255 255 / 28%)' },
    { name: '--on-dark-line', value: 'rgb(255 255 255 / 14%)' },
    { name: '--on-dark-fill', value: 'rgb(255 255 255 / 10%)' },
    { name: '--on-dark-wash', value: 'rgb(255 255 255 / 6%)' },
    { name: '--primary-wash', value: 'rgb(249 2 90 / 6%)' },
    { name: '--primary-soft', value: 'rgb(249 2 90 / 18%)' },
    { name: '--primary-halo', value: 'rgb(249 2 90 / 30%)' },
    { name: '--primary-glow', value: 'rgb(249 2 90 / 45%)' },
    { name: '--overlay', value: 'rgb(8 27 112 / 55%)' },
    { name: '--scrim-faint', value: 'rgb(8 27 112 / 10%)' },
    { name: '--scrim-light', value: 'rgb(8 27 112 / 35%)' },
    { name: '--scrim', value: 'rgb(8 27 112 / 70%)' },
    { name: '--scrim-strong', value: 'rgb(8 27 112 / 90%)' },
    { name: '--scrim-deep', value: 'rgb(4 12 52 / 95%)' },
    { name: '--backdrop', value: 'rgb(4 8 30 / 86%)' },
    { name: '--shade', value: 'rgb(0 0 0 / 18%)' },
    { name: '--shade-strong', value: 'rgb(0 0 0 / 75%)' },
    { name: '--facebook', value: '#1877f2' },
    { name: '--x-black', value: '#0f1419' },
  ],
  type: [
    { name: '--text-4xs', value: '0.625rem' },
    { name: '--text-3xs', value: '0.6875rem' },
    { name: '--text-2xs', value: '0.75rem' },
    { name: '--text-xs', value: '0.8125rem' },
    { name: '--text-sm', value: '0.875rem' },
    { name: '--text-md', value: '0.9375rem' },
    { name: '--text-base', value: '1rem' },
    { name: '--text-lg', value: '1.0625rem' },
    { name: '--text-xl', value: '1.125rem' },
    { name: '--text-2xl', value: '1.25rem' },
    { name: '--text-3xl', value: '1.375rem' },
    { name: '--text-4xl', value: '1.5rem' },
    { name: '--text-5xl', value: '1.75rem' },
    { name: '--text-6xl', value: '3rem' },
    { name: '--text-h1', value: 'clamp(1.6rem, 4.5vw, 2.5rem)' },
    { name: '--text-h2', value: 'clamp(1.3rem, 3.2vw, 1.75rem)' },
    { name: '--text-lead', value: 'clamp(1.1rem, 2.6vw, 1.3rem)' },
    { name: '--text-card-lead', value: 'clamp(1.35rem, 3.4vw, 2rem)' },
    { name: '--text-video-title', value: 'clamp(1.2rem, 3.6vw, 1.6rem)' },
    { name: '--text-banner', value: 'clamp(1.1rem, 3.2vw, 2rem)' },
    { name: '--text-headline', value: 'clamp(1.75rem, 5.2vw, 2.75rem)' },
    { name: '--text-page-title', value: 'clamp(1.9rem, 6vw, 2.75rem)' },
    { name: '--text-hero', value: 'clamp(2rem, 8vw, 3.75rem)' },
    { name: '--text-giant', value: 'clamp(6rem, 28vw, 11rem)' },
  ],
  leading: [
    { name: '--leading-none', value: '1' },
    { name: '--leading-tight', value: '1.2' },
    { name: '--leading-snug', value: '1.3' },
    { name: '--leading-normal', value: '1.4' },
    { name: '--leading-relaxed', value: '1.5' },
    { name: '--leading-body', value: '1.6' },
    { name: '--leading-loose', value: '1.75' },
    { name: '--leading-looser', value: '1.95' },
    { name: '--leading-nastaliq', value: '2.5' },
    { name: '--leading-nastaliq-heading', value: '2.1' },
  ],
  space: [
    { name: '--space-1', value: '4px' },
    { name: '--space-2', value: '8px' },
    { name: '--space-3', value: '12px' },
    { name: '--space-4', value: '16px' },
    { name: '--space-5', value: '20px' },
    { name: '--space-6', value: '24px' },
    { name: '--space-7', value: '28px' },
    { name: '--space-8', value: '32px' },
    { name: '--space-10', value: '40px' },
    { name: '--space-12', value: '48px' },
    { name: '--space-14', value: '56px' },
    { name: '--space-16', value: '64px' },
    { name: '--space-20', value: '80px' },
  ],
  radius: [
    { name: '--radius-xs', value: '2px' },
    { name: '--radius-sm', value: '4px' },
    { name: '--radius-md', value: '8px' },
    { name: '--radius', value: '10px' },
    { name: '--radius-lg', value: '12px' },
    { name: '--radius-xl', value: '14px' },
    { name: '--radius-pill', value: '999px' },
    { name: '--radius-round', value: '50%' },
  ],
  shadow: [
    { name: '--shadow-xs', value: '0 4px 14px rgb(8 27 112 / 6%)' },
    { name: '--shadow', value: '0 6px 24px rgb(8 27 112 / 10%)' },
    { name: '--shadow-raised', value: '0 12px 32px rgb(8 27 112 / 16%)' },
    { name: '--shadow-float', value: '0 4px 16px rgb(8 27 112 / 22%)' },
    { name: '--shadow-dock', value: '0 -6px 24px rgb(8 27 112 / 22%)' },
    { name: '--shadow-drawer', value: '-12px 0 32px rgb(8 27 112 / 22%)' },
    { name: '--shadow-dialog', value: '0 24px 64px rgb(8 27 112 / 35%)' },
    { name: '--shadow-badge', value: '0 4px 12px rgb(249 2 90 / 30%), inset 0 -3px 0 rgb(0 0 0 / 12%)' },
    { name: '--shadow-on-media', value: '0 4px 14px rgb(0 0 0 / 30%)' },
    { name: '--shadow-window', value: '0 16px 40px rgb(0 0 0 / 35%)' },
    { name: '--shadow-theatre', value: '0 24px 64px rgb(0 0 0 / 45%)' },
    { name: '--text-shadow-on-media', value: '0 2px 18px rgb(0 0 0 / 30%)' },
  ],
  motion: [
    { name: '--fade-in', value: '500ms' },
    { name: '--fade-out', value: '700ms' },
  ],
  layer: [
    { name: '--z-sticky-video', value: '35' },
    { name: '--z-header', value: '40' },
    { name: '--z-header-bar', value: '50' },
    { name: '--z-progress', value: '60' },
    { name: '--z-dock', value: '70' },
    { name: '--z-drawer', value: '80' },
    { name: '--z-skip-link', value: '100' },
    { name: '--z-mini-player', value: '900' },
    { name: '--z-modal', value: '1000' },
  ],
  layout: [
    {
      name: '--font',
      value:
        "'Noto Sans Gurmukhi', 'Noto Sans Gurmukhi Local', 'Gurmukhi Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    {
      name: '--font-nastaliq',
      value: "'Noto Nastaliq Urdu', 'Nastaliq Fallback', 'Noto Sans Gurmukhi', system-ui, sans-serif",
    },
    {
      name: '--font-latin',
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    { name: '--page-width', value: '1168px' },
    { name: '--gutter', value: '16px' },
    { name: '--header-h', value: '64px' },
  ],
};

/** Every token in one map from name to value, to resolve `var(--x)` inside a value. */
export const TOKEN_VALUES: ReadonlyMap<string, string> = new Map(
  Object.values(TOKENS).flatMap((group) => group.map((t) => [t.name, t.value] as const)),
);
