import { useUiT } from './use-ui-t.ts';

// Spinners for lazy pages (spec 2.1): full screen while an app or its first data loads, inner
// while a page inside the layout loads. Both are a polite status with the translated 'Loading...'.

/** The spinning ring alone, decorative: for buttons and inline use. */
export function SpinnerIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useUiT();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center gap-3 text-brand-600 ${className ?? ''}`}
    >
      <SpinnerIcon className="h-8 w-8" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-white">
      <Spinner label={label} />
    </div>
  );
}

export function InnerSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-48 w-full items-center justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}
