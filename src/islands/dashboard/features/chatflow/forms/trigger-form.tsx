import { useState } from 'react';
import { BilingualField, Field, inputClass, useForm } from '../panel-fields.tsx';

const parseKeywords = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export function TriggerForm() {
  const { data, change, disabled, node, t } = useForm<'trigger'>();
  // Typed text is kept as is (a trailing comma while typing); undo brings the stored list back.
  const [text, setText] = useState(data.keywords.join(', '));
  if (parseKeywords(text).join('\u0000') !== data.keywords.join('\u0000')) setText(data.keywords.join(', '));
  const box = (key: 'first_message' | 'widget_opened', label: string) => (
    <label className="flex min-h-10 items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-600"
        disabled={disabled}
        checked={data[key]}
        onChange={(e) => change({ ...data, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-3">
      <Field label={t('f_keywords')} field="keywords" hint={t('f_keywordsHint')}>
        {(a11y) => (
          <input
            {...a11y}
            className={inputClass}
            disabled={disabled}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              change({ ...data, keywords: parseKeywords(e.target.value) }, `${node.id}:keywords`);
            }}
          />
        )}
      </Field>
      {box('first_message', t('f_firstMessage'))}
      {box('widget_opened', t('f_widgetOpened'))}
    </div>
  );
}

/** Nodes whose only setting is one text a customer reads (checkout, handover, end, my orders). */
export function TextOnlyForm({ optional, max }: { optional?: boolean; max: number }) {
  const { data, change, node, t } = useForm<'checkout'>();
  return (
    <BilingualField
      label={t(optional ? 'f_optionalText' : 'f_text')}
      hint={t('f_textHint')}
      field="text"
      value={data.text}
      max={max}
      multiline
      onChange={(text) => change({ ...data, text }, `${node.id}:text`)}
    />
  );
}
