import type { FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * A form on a page or a card (sign in, profile, password): its fields, the failure no field owns,
 * one submit button (`wide`: the whole width, on the sign-in cards) and what follows it (a link).
 * The browser's own checks (`required`, `type="email"`, `minLength`) run before anything is sent.
 */
export function SubmitForm({
  onSubmit,
  general,
  pending,
  submitLabel,
  wide,
  className = 'space-y-4',
  after,
  children,
}: {
  onSubmit: () => void;
  general?: ReactNode;
  pending: boolean;
  submitLabel: string;
  wide?: boolean;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className={className}>
      {children}
      <FormAlert>{general}</FormAlert>
      <Button type="submit" className={wide ? 'w-full' : undefined} loading={pending}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
