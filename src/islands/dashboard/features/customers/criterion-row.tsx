import { SEGMENT_CRITERIA, SEGMENT_OPERATORS } from '../../../../lib/options.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useCustomersT } from './use-customers-t.ts';
import { RemoveRowButton } from '../../lib/remove-row-button.tsx';

export type CriterionDraft = {
  key: string;
  field: (typeof SEGMENT_CRITERIA)[number];
  operator: (typeof SEGMENT_OPERATORS)[number];
  value: string;
};
type Props = { n: number; c: CriterionDraft; onChange: (c: CriterionDraft) => void; onRemove?: () => void };

/** Field, comparison and value; a location is compared by name only (equal to). */
export function CriterionRow({ n, c, onChange, onRemove }: Props) {
  const t = useCustomersT();
  const location = c.field === 'location';
  return (
    <li
      role="group"
      aria-label={t('conditionN', { n })}
      className="grid grid-cols-[9.5rem_1fr] gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1.3fr_1.5fr_auto] sm:items-start"
    >
      <SelectField
        containerClassName="col-span-2 sm:col-span-1"
        label={t('fieldLabel')}
        value={c.field}
        onChange={(e) => {
          const field = e.target.value as CriterionDraft['field'];
          onChange({
            ...c,
            field,
            operator: field === 'location' ? 'eq' : c.operator,
            value: (field === 'location') === location ? c.value : '',
          });
        }}
        options={SEGMENT_CRITERIA.map((f) => ({ value: f, label: t(`crit_${f}`) }))}
      />
      <SelectField
        label={t('operatorLabel')}
        value={c.operator}
        disabled={location}
        onChange={(e) => onChange({ ...c, operator: e.target.value as CriterionDraft['operator'] })}
        options={SEGMENT_OPERATORS.map((o) => ({ value: o, label: t(`op_${o}`) }))}
      />
      <TextField
        label={t('valueLabel')}
        required
        type={location ? 'text' : 'number'}
        inputMode={location ? 'text' : 'numeric'}
        min={0}
        step={1}
        value={c.value}
        onChange={(e) => onChange({ ...c, value: e.target.value })}
      />
      {onRemove && <RemoveRowButton label={t('removeCondition', { n })} onClick={onRemove} />}
    </li>
  );
}
