import type { ReactNode } from 'react';
import { ErrorBlock } from '../../ui/error-block.tsx';
import { ApiError } from './lib/api.ts';
import { useAppT } from './lib/use-app-t.ts';

type Props = {
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  retryLabel?: string;
  message?: ReactNode;
  className?: string;
};

/**
 * A failed read, said in words. A refusal (403) says the member lacks access and who can give it,
 * with no Retry: asking again cannot succeed until the owner changes their permissions.
 */
export function QueryErrorBlock({ error, onRetry, retrying, retryLabel, message, className }: Props) {
  const t = useAppT();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <ErrorBlock
        className={className}
        message={
          <>
            <span className="block font-semibold">{t('accessDeniedTitle')}</span>
            <span className="block">{error.message}</span>
            <span className="mt-1 block">{t('askOwnerForAccess')}</span>
          </>
        }
      />
    );
  }
  return (
    <ErrorBlock
      className={className}
      message={message ?? error.message}
      onRetry={onRetry}
      retryLabel={retryLabel}
      retrying={retrying}
    />
  );
}
