import { PasswordField, type PasswordFieldProps } from '../../../ui/password-field.tsx';
import { TextField, type TextFieldProps } from '../../../ui/text-field.tsx';
import { useAppT } from './use-app-t.ts';

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
