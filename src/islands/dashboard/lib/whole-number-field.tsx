import { TextField, type TextFieldProps } from '../../../ui/text-field.tsx';

/**
 * A count, a size or a price in whole shillings: the phone's number pad and no fractions; the
 * least is 0 unless `min` says otherwise. The value stays the typed text: forms check it on save.
 */
export function WholeNumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />;
}
