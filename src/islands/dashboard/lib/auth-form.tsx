import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PasswordField, type PasswordFieldProps } from '../../../ui/password-field.tsx';
import { TextField, type TextFieldProps } from '../../../ui/text-field.tsx';
import { useAppT } from './use-app-t.ts';

/**
 * The form of the sign-in cards (log in, sign up, forgot and reset password): its fields, the
 * failure no field owns, one wide submit button and what follows it (a link). The browser's own
 * checks (`required`, `type="email"`, `minLength`) run before anything is sent.
 */
export function AuthForm({
  onSubmit,
  general,
  pending,
  submitLabel,
  after,
  children,
}: {
  onSubmit: () => void;
  general?: ReactNode;
  pending: boolean;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      {children}
      <FormAlert>{general}</FormAlert>
      <Button type="submit" className="w-full" loading={pending}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}

/** The account's email address, filled in by the browser. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name'>) {
  const t = useAppT();
  return <TextField label={t('email')} type="email" name="email" autoComplete="email" required {...props} />;
}

/** A password being chosen: eight characters at least, said in the hint; the browser may offer one. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'name' | 'hint'>) {
  const t = useAppT();
  return (
    <PasswordField
      name="password"
      autoComplete="new-password"
      required
      minLength={8}
      hint={t('passwordHint')}
      {...props}
    />
  );
}
