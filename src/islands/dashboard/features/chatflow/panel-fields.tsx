import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { FlowIssue } from '../../../../lib/chat/flow-checks.ts';
import type { Bilingual, Flow, FlowNode } from '../../../../lib/chat/flow-schema.ts';
import { CONTROL_CLASSES } from '../../../../ui/field-shell.tsx';
import { issueText } from './issue-text.ts';
import { useChatflowT, type ChatflowT } from './use-chatflow-t.ts';

/** What every field of the step editor needs: the node, its issues, and how to change it. */
export type FormCtx = {
  flow: Flow;
  node: FlowNode;
  issues: FlowIssue[];
  disabled: boolean;
  /** Replaces the node's data; edits with the same group fold into one undo step. */
  change: (data: FlowNode['data'], group?: string) => void;
};
export const FormContext = createContext<FormCtx | null>(null);

type DataOf<T extends FlowNode['type']> = Extract<FlowNode, { type: T }>['data'];

export function useForm<T extends FlowNode['type'] = FlowNode['type']>(): FormCtx & { data: DataOf<T>; t: ChatflowT } {
  const ctx = useContext(FormContext)!;
  const t = useChatflowT();
  return { ...ctx, data: ctx.node.data as DataOf<T>, t } as FormCtx & { data: DataOf<T>; t: ChatflowT };
}

/** The issues of one exact field, shown under its input. */
export function FieldIssues({ field, id }: { field: string; id?: string }) {
  const { issues, t } = useForm();
  const here = issues.filter((i) => i.field === field);
  if (here.length === 0) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5">
      {here.map((i, n) => (
        <li key={n} className={`text-xs ${i.level === 'error' ? 'text-red-700' : 'text-amber-700'}`}>
          {issueText(t, i)}
        </li>
      ))}
    </ul>
  );
}

const hasIssue = (issues: FlowIssue[], field: string) => issues.some((i) => i.field === field && i.level === 'error');

export function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useForm();
  return (
    <span className={`text-xs tabular-nums ${length > max ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
      {t('counter', { length, max })}
    </span>
  );
}

/** English and Swahili side by side (stacked on a phone), each with its counter and issues. */
export function BilingualField(props: {
  label: string;
  field: string;
  value: Bilingual | undefined;
  onChange: (value: Bilingual) => void;
  max?: number;
  multiline?: boolean;
  hint?: string;
}) {
  const { issues, disabled, t } = useForm();
  const id = useId();
  const value = props.value ?? { en: '', sw: '' };
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-ink">{props.label}</legend>
      {props.hint && <p className="text-xs text-slate-500">{props.hint}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {(['en', 'sw'] as const).map((lang) => {
          const field = `${props.field}.${lang}`;
          const inputId = `${id}-${lang}`;
          const common = {
            id: inputId,
            value: value[lang],
            // Read-only rather than disabled: a member who may only look can still read and copy.
            readOnly: disabled,
            'aria-invalid': hasIssue(issues, field) || undefined,
            'aria-describedby': `${inputId}-issues`,
            onChange: (e: { target: { value: string } }) => props.onChange({ ...value, [lang]: e.target.value }),
            className: `${CONTROL_CLASSES} ${props.multiline ? 'min-h-20 py-2' : 'h-10'} text-sm`,
          };
          return (
            <div key={lang}>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={inputId} className="text-xs text-slate-600">
                  {t(lang === 'en' ? 'english' : 'swahili')}
                </label>
                {props.max !== undefined && <Counter length={value[lang].trim().length} max={props.max} />}
              </div>
              {props.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
              <FieldIssues field={field} id={`${inputId}-issues`} />
            </div>
          );
        })}
      </div>
      <FieldIssues field={props.field} />
    </fieldset>
  );
}

export function Field({
  label,
  field,
  children,
  hint,
}: {
  label: string;
  field?: string;
  hint?: string;
  children: (a11y: { id: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const { issues } = useForm();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': (field && hasIssue(issues, field)) || undefined })}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {field && <FieldIssues field={field} />}
    </div>
  );
}

export const inputClass = `${CONTROL_CLASSES} h-10 text-sm`;

/** A number input that may be empty (undefined) and keeps a half-typed "-" or "1." while typing. */
export function NumberInput({
  value,
  onChange,
  ...rest
}: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  id: string;
  disabled?: boolean;
  step?: string;
  'aria-invalid'?: boolean;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [seen, setSeen] = useState(value);
  // Undo or another field changed the value: show it (a half-typed "-" of our own stays).
  if (seen !== value) {
    setSeen(value);
    setText(value === undefined ? '' : String(value));
  }
  return (
    <input
      type="text"
      inputMode="decimal"
      className={inputClass}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? undefined : Number(e.target.value);
        if (n === undefined || Number.isFinite(n)) {
          setSeen(n);
          onChange(n);
        }
      }}
      {...rest}
    />
  );
}

export function SmallButton({
  onClick,
  children,
  label,
  danger,
}: {
  onClick: () => void;
  children: ReactNode;
  label?: string;
  danger?: boolean;
}) {
  const { disabled } = useForm();
  if (disabled) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium ${danger ? 'text-red-700 hover:bg-red-50' : 'text-brand-700 hover:bg-brand-50'}`}
    >
      {children}
    </button>
  );
}
