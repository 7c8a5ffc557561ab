/**
 * Small inline icons for the footer: drawn here from simple shapes (no icon font, no extra
 * request) and coloured by `currentColor`, so hover and focus colours come from CSS. They are
 * decorative: the link around each one carries the accessible name.
 */
import type { ReactNode } from 'react';
import type { SocialLink } from '../../../shared/types/content';

export type SocialType = SocialLink['type'];

/** The network names used as link labels; brand names read the same in both languages. */
export const SOCIAL_NAMES: Record<SocialType, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  website: 'Website',
};

// Stroke glyphs share one style (the share block's link glyph too); filled parts say so on the element.
export const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GLYPHS: Record<SocialType, ReactNode> = {
  facebook: <path {...STROKE} d="M15.5 3.5h-2.3A3.7 3.7 0 0 0 9.5 7.2v13.3M6.5 10.5h8" />,
  instagram: (
    <>
      <rect {...STROKE} x="3" y="3" width="18" height="18" rx="5" />
      <circle {...STROKE} cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r="1.2" fill="currentColor" />
    </>
  ),
  twitter: (
    <>
      <path d="M3.6 3.5h5.2l11.6 17H15.2z" fill="currentColor" />
      <path {...STROKE} strokeWidth={1.8} d="M19.6 3.5l-6.5 7.3M10.6 13.6 4.3 20.5" />
    </>
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M6.5 4.5h11A4.5 4.5 0 0 1 22 9v6a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 15V9a4.5 4.5 0 0 1 4.5-4.5zM10 8.8v6.4l5.4-3.2z"
    />
  ),
  tiktok: <path {...STROKE} d="M13.5 3v12.3a3.8 3.8 0 1 1-3.8-3.8M13.5 3c.4 2.9 2.3 4.8 5.5 5.2" />,
  linkedin: (
    <>
      <rect {...STROKE} x="3" y="3" width="18" height="18" rx="3" />
      <path {...STROKE} d="M8 10.5V17M12 17v-6.5M12 13.8a2.8 2.8 0 0 1 5.6 0V17" />
      <circle cx="8" cy="7.2" r="1.3" fill="currentColor" />
    </>
  ),
  whatsapp: (
    <>
      <path {...STROKE} d="M4 20.5l1.3-4A8.6 8.6 0 1 1 8.4 19.3z" />
      <path
        fill="currentColor"
        d="M9.2 7.6c.3 0 .5 0 .6.4l.8 1.8c.1.3 0 .5-.1.6l-.6.7c.6 1.2 1.6 2.2 2.9 2.8l.7-.8c.2-.2.4-.2.6-.1l1.8.9c.3.1.3.4.3.6 0 .9-.9 1.7-1.8 1.7-3 0-6.4-3.2-6.4-6.4 0-1 .6-2.2 1.2-2.2z"
      />
    </>
  ),
  website: (
    <>
      <circle {...STROKE} cx="12" cy="12" r="9" />
      <path {...STROKE} d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
    </>
  ),
};

/** The icon of one social network (24px, scaled by CSS through width and height). */
export function SocialIcon({ type }: { type: SocialType }) {
  return (
    <svg className="footer-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {GLYPHS[type] ?? GLYPHS.website}
    </svg>
  );
}

/** The store marks drawn on the app badges. */
export function StoreIcon({ store }: { store: 'google' | 'apple' }) {
  return (
    <svg
      className="footer-icon footer-icon--store"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {store === 'google' ? (
        <>
          <path {...STROKE} d="M5.5 3.6v16.8a.6.6 0 0 0 .9.5l13-7.9a1 1 0 0 0 0-1.7l-13-8.2a.6.6 0 0 0-.9.5z" />
          <path {...STROKE} strokeWidth={1.6} d="M5.8 3.5 14.5 12l-8.7 8.5M14.5 12l-3.1-3M14.5 12l-3.1 3" />
        </>
      ) : (
        <>
          <path
            fill="currentColor"
            d="M12 7.6c-1.1-.7-2.5-.9-3.7-.5C6 7.8 4.7 10.2 5.2 13.3c.5 3.3 2.6 7.2 4.6 7.2.9 0 1.4-.5 2.2-.5s1.3.5 2.2.5c2 0 4.1-3.9 4.6-7.2.5-3.1-.8-5.5-3.1-6.2-1.2-.4-2.6-.2-3.7.5z"
          />
          <path fill="currentColor" d="M12.1 6.6c0-2 1.3-3.7 3.4-4.1-.1 2.1-1.4 3.7-3.4 4.1z" />
        </>
      )}
    </svg>
  );
}
