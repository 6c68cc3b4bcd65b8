import { TextField } from '../../../../ui/text-field.tsx';
import { usePayoutsT } from './use-payouts-t.ts';

/** The member's own password, asked again before money can leave (a payout, a new payout account). */
export function PasswordCheckField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (password: string) => void;
  error?: string;
  hint?: string;
}) {
  const t = usePayoutsT();
  return (
    <TextField
      label={t('password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      required
    />
  );
}
