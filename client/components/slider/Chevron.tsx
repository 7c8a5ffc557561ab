/**
 * The arrow of the slider's and the carousel's previous/next buttons: one chevron drawn pointing
 * right; each component's CSS (`className`) mirrors it for "previous".
 */
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
