import type { ConditionRule } from '../../../../../lib/chat/flow-schema.ts';
import { FieldIssues, SmallButton, useForm } from '../panel-fields.tsx';
import { SelectInput, TextInput } from '../field-inputs.tsx';

const OPERATORS = ['eq', 'neq', 'contains', 'gt', 'lt', 'exists', 'not_exists'] as const;
const CUSTOMER_KEYS = ['name', 'phone', 'language', 'order_count', 'total_spent', 'tags'] as const;
const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

function freshRule(source: ConditionRule['source']): ConditionRule {
  if (source === 'opening_hours') return { source, hours: [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' }] };
  if (source === 'customer') return { source, key: 'order_count', operator: 'gt', value: '0' };
  return { source, key: 'answer_1', operator: 'eq', value: '' };
}

export function ConditionForm() {
  const { data, change, node, t } = useForm<'condition'>();
  const setRule = (i: number, rule: ConditionRule, group?: string) =>
    change({ ...data, rules: data.rules.map((r, j) => (j === i ? rule : r)) }, group);
  return (
    <div className="space-y-4">
      <SelectInput
        label={t('f_match')}
        field="match"
        value={data.match}
        onChange={(match) => change({ ...data, match: match as 'all' | 'any' })}
      >
        <option value="all">{t('match_all')}</option>
        <option value="any">{t('match_any')}</option>
      </SelectInput>
      <ol className="space-y-3">
        {data.rules.map((rule, i) => (
          <li key={i} className="space-y-2 rounded-md border border-slate-200 p-2">
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-medium">{t('f_rule', { n: i + 1 })}</h3>
              {data.rules.length > 1 && (
                <SmallButton danger onClick={() => change({ ...data, rules: data.rules.filter((_, j) => j !== i) })}>
                  {t('f_remove')}
                </SmallButton>
              )}
            </div>
            <SelectInput
              label={t('f_source')}
              value={rule.source}
              onChange={(source) => setRule(i, freshRule(source as ConditionRule['source']))}
            >
              {(['variable', 'customer', 'opening_hours'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`source_${s}`)}
                </option>
              ))}
            </SelectInput>
            {rule.source === 'opening_hours' ? (
              <HoursEditor rule={rule} index={i} onChange={(r, group) => setRule(i, r, group)} />
            ) : (
              <CompareEditor
                rule={rule}
                index={i}
                onChange={(r, group) => setRule(i, r, group && `${node.id}:rules.${i}.${group}`)}
              />
            )}
          </li>
        ))}
      </ol>
      {data.rules.length < 20 && (
        <SmallButton onClick={() => change({ ...data, rules: [...data.rules, freshRule('variable')] })}>
          + {t('f_addRule')}
        </SmallButton>
      )}
    </div>
  );
}

type Compare = Exclude<ConditionRule, { source: 'opening_hours' }>;

function CompareEditor({
  rule,
  index,
  onChange,
}: {
  rule: Compare;
  index: number;
  onChange: (rule: ConditionRule, group?: string) => void;
}) {
  const { t } = useForm();
  const needsValue = rule.operator !== 'exists' && rule.operator !== 'not_exists';
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {rule.source === 'customer' ? (
        <SelectInput
          label={t('f_key')}
          field={`rules.${index}.key`}
          value={rule.key}
          onChange={(key) => onChange({ ...rule, key: key as typeof rule.key })}
        >
          {CUSTOMER_KEYS.map((k) => (
            <option key={k} value={k}>
              {t(`cust_${k}`)}
            </option>
          ))}
        </SelectInput>
      ) : (
        <TextInput
          label={t('f_key')}
          field={`rules.${index}.key`}
          mono
          value={rule.key}
          onChange={(key) => onChange({ ...rule, key }, 'key')}
        />
      )}
      <SelectInput
        label={t('f_operator')}
        value={rule.operator}
        onChange={(operator) => onChange({ ...rule, operator: operator as typeof rule.operator })}
      >
        {OPERATORS.map((op) => (
          <option key={op} value={op}>
            {t(`op_${op}`)}
          </option>
        ))}
      </SelectInput>
      {needsValue && (
        <TextInput
          label={t('f_value')}
          field={`rules.${index}.value`}
          value={rule.value}
          onChange={(value) => onChange({ ...rule, value }, 'value')}
        />
      )}
    </div>
  );
}

type Hours = Extract<ConditionRule, { source: 'opening_hours' }>;

function HoursEditor({
  rule,
  index,
  onChange,
}: {
  rule: Hours;
  index: number;
  onChange: (rule: ConditionRule, group?: string) => void;
}) {
  const { disabled, t } = useForm();
  const setRow = (j: number, patch: Partial<Hours['hours'][number]>) =>
    onChange({ ...rule, hours: rule.hours.map((h, k) => (k === j ? { ...h, ...patch } : h)) });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('f_hours')}</legend>
      {rule.hours.map((h, j) => (
        <div key={j} className="space-y-2 rounded bg-slate-50 p-2">
          <div className="flex flex-wrap gap-1" role="group">
            {DAYS.map((d) => {
              const on = h.days.includes(d);
              return (
                <button
                  key={d}
                  type="button"
                  aria-pressed={on}
                  disabled={disabled || (on && h.days.length === 1)}
                  onClick={() => setRow(j, { days: on ? h.days.filter((x) => x !== d) : [...h.days, d].sort() })}
                  className={`h-9 min-w-11 rounded-md border px-2 text-xs font-medium ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
                >
                  {t(`day_${d}`)}
                </button>
              );
            })}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            {(['open', 'close'] as const).map((end) => (
              <TextInput
                key={end}
                label={t(end === 'open' ? 'f_open' : 'f_close')}
                type="time"
                className="w-32"
                value={h[end]}
                onChange={(time) => time && setRow(j, { [end]: time })}
              />
            ))}
            {rule.hours.length > 1 && (
              <SmallButton danger onClick={() => onChange({ ...rule, hours: rule.hours.filter((_, k) => k !== j) })}>
                {t('f_remove')}
              </SmallButton>
            )}
          </div>
          <FieldIssues field={`rules.${index}.hours.${j}.close`} />
        </div>
      ))}
      {rule.hours.length < 14 && (
        <SmallButton
          onClick={() => onChange({ ...rule, hours: [...rule.hours, { days: [6], open: '09:00', close: '13:00' }] })}
        >
          + {t('f_addHours')}
        </SmallButton>
      )}
    </fieldset>
  );
}
