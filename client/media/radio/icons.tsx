/** The players' icons: inline SVG in currentColor, always decorative (the buttons carry names). */
import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg className="player-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A round-capped line in currentColor, as most of the glyphs are drawn; `join` rounds its corners too. */
function Stroke({ d, width, join, className }: { d: string; width: number; join?: boolean; className?: string }) {
  return (
    <path
      className={className}
      d={d}
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin={join ? 'round' : undefined}
      fill="none"
    />
  );
}

export const PlayIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="6" y="5" width="4.2" height="14" rx="1.2" fill="currentColor" />
    <rect x="13.8" y="5" width="4.2" height="14" rx="1.2" fill="currentColor" />
  </Icon>
);

export const StopIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
  </Icon>
);

export const CloseIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <Stroke d="M6 6l12 12M18 6L6 18" width={2.2} />
  </Icon>
);

export const ChevronIcon = ({ size, up = false }: { size?: number; up?: boolean }) => (
  <Icon size={size}>
    <Stroke d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} width={2.2} join />
  </Icon>
);

/** The radio bar's data saver and sleep timer menu (RadioToolsButton): a crescent moon. */
export const MoonIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <Stroke d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" width={2} join />
  </Icon>
);

export const LiveIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="2.4" fill="currentColor" />
    <Stroke
      d="M8.2 8.2a5.4 5.4 0 0 0 0 7.6M15.8 8.2a5.4 5.4 0 0 1 0 7.6M5.4 5.4a9.3 9.3 0 0 0 0 13.2M18.6 5.4a9.3 9.3 0 0 1 0 13.2"
      width={1.9}
    />
  </Icon>
);

/** The loader: a spinning arc (reduced motion slows it to a still ring via base.css). */
export const Spinner = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" fill="none" />
    <Stroke className="player-icon__spin" d="M12 3.5a8.5 8.5 0 0 1 8.5 8.5" width={2.5} />
  </Icon>
);
