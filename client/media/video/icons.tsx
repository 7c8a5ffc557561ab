/** The video controls' icons, decorative (the buttons carry the names), and their round button. */
import type { ReactNode, Ref } from 'react';

interface VideoButtonProps {
  label: string;
  onClick(): void;
  /** Its place among the controls, beside the shared look. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A round icon button of the video player, the card's player and the preview. */
export function VideoButton({ label, onClick, className, ref, children }: VideoButtonProps) {
  return (
    <button
      type="button"
      ref={ref}
      className={`video-icon-button icon-button${className ? ` ${className}` : ''}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

const common = { viewBox: '0 0 24 24', width: 22, height: 22, focusable: false } as const;

export function CloseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function MinimizeIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M5 18h14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function ExpandIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path
        d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}
