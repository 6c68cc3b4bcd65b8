import type { OrderStatus } from '../../../../lib/order-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import type { Workflow } from './api.ts';
import { useWorkflowT } from './use-workflow-t.ts';

type Step = Workflow['transitions'][number];
type Props = {
  n: number;
  step: Step;
  statuses: OrderStatus[];
  disabled: boolean;
  onChange: (s: Step) => void;
  onRemove: () => void;
};

/** From → to, and whether (and what) the customer is told, in both languages. */
export function TransitionRow({ n, step, statuses, disabled, onChange, onRemove }: Props) {
  const t = useWorkflowT();
  const options = statuses.map((s) => ({ value: s, label: t(`st_${s}`) }));
  return (
    <li role="group" aria-label={t('stepN', { n })} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-600">{t('stepN', { n })}</span>
        {!disabled && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t('removeStep', { n })}
            onClick={onRemove}
          >
            ✕
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {(['from', 'to'] as const).map((end) => (
          <SelectField
            key={end}
            label={t(end === 'from' ? 'fromStatus' : 'toStatus')}
            disabled={disabled}
            value={step[end]}
            onChange={(e) => onChange({ ...step, [end]: e.target.value as OrderStatus })}
            options={end === 'from' ? options.filter((o) => o.value !== 'cancelled') : options}
          />
        ))}
      </div>
      <Checkbox
        label={t('notifyCustomer')}
        disabled={disabled}
        checked={step.notify}
        onChange={(e) => onChange({ ...step, notify: e.target.checked })}
      />
      {step.notify && (
        <div className="grid gap-2 sm:grid-cols-2">
          {(['en', 'sw'] as const).map((lang) => (
            <Textarea
              key={lang}
              label={t(lang === 'en' ? 'messageEn' : 'messageSw')}
              required
              rows={2}
              maxLength={500}
              disabled={disabled}
              value={step.message[lang]}
              onChange={(e) => onChange({ ...step, message: { ...step.message, [lang]: e.target.value } })}
            />
          ))}
        </div>
      )}
    </li>
  );
}
