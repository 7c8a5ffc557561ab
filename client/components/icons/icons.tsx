/**
 * Icons drawn by parts of more than one screen, all decorative (the control carries the name).
 * They ride in the shell's chunk, which the header's globe brings them into: a module of its own
 * shared by two screens would be a chunk of its own, and cost more than the glyphs.
 */

/** The globe both language switches wear (the header's and the article's 'Read in …'). */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/** The chevron of the carousel's and the slider's arrows, pointing right; their CSS mirrors it for "previous". */
export function Chevron({ className, size }: { className: string; size: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
