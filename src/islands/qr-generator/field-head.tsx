/** A field's label and the hint under it that the input names in aria-describedby. */
export function FieldHead({
  id,
  hintId,
  label,
  hint,
  small,
}: {
  id: string;
  hintId: string;
  label: string;
  hint: string;
  /** The customising panel's smaller type. */
  small?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className={small ? 'text-sm font-semibold text-ink' : 'font-semibold text-ink'}>
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
    </>
  );
}
