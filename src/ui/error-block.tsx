import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';
import { useUiT } from './use-ui-t.ts';

export type ErrorBlockProps = {
  message: ReactNode;
  /** Replaces the default alert icon; pass `null` for none. */
  icon?: ReactNode;
  onRetry?: () => void;
  /** Default: the translated 'Retry'. */
  retryLabel?: string;
  /** Shows the retry button busy, e.g. while a query refetches. */
  retrying?: boolean;
  className?: string;
};

/** Spec 2.1: a message, optionally an icon, and a retry button (default label Retry). */
export function ErrorBlock({ message, icon, onRetry, retryLabel, retrying = false, className }: ErrorBlockProps) {
  const t = useUiT();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center ${className ?? ''}`}
    >
      {icon === undefined ? <AlertIcon className="text-3xl text-red-600" /> : icon}
      <p className="max-w-md text-sm text-red-900 break-words">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}
