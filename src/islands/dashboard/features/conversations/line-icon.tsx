import type { ReactNode } from 'react';

/** A 24-unit outline icon drawn in the text colour; decorative: the control around it carries the name. */
export function LineIcon({ size, roundJoins, children }: { size: number; roundJoins?: boolean; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
