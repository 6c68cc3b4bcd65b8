import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $language } from '../../../../../i18n/language.ts';
import { WA_LIMITS } from '../../../../../lib/chat/bot-reply.ts';
import { productSetsQuery } from '../api.ts';
import { nodeSummary, nodeTitle } from '../node-label.ts';
import { BilingualField, Field, inputClass, SmallButton, useForm } from '../panel-fields.tsx';
import { NumberField, SelectInput, TextInput } from '../field-inputs.tsx';
import { cutAt } from '../../../../../lib/text-cut.ts';

export function SetVariableForm() {
  const { data, change, node, t } = useForm<'set_variable'>();
  return (
    <div className="space-y-3">
      <TextInput
        label={t('f_variable')}
        field="variable"
        hint={t('f_variableHint')}
        mono
        value={data.variable}
        onChange={(variable) => change({ ...data, variable }, `${node.id}:variable`)}
      />
      <TextInput
        label={t('f_setValue')}
        field="value"
        hint={t('f_setValueHint')}
        value={data.value}
        onChange={(value) => change({ ...data, value }, `${node.id}:value`)}
      />
    </div>
  );
}

export function ShowProductsForm() {
  const { data, change, node, t } = useForm<'show_products'>();
  const sets = useQuery(productSetsQuery());
  const known = sets.data?.some((s) => s.id === data.product_set_id);
  return (
    <div className="space-y-3">
      <SelectInput
        label={t('f_productSet')}
        field="product_set_id"
        value={data.product_set_id ?? ''}
        onChange={(id) => change({ ...data, product_set_id: id || null })}
      >
        <option value="">{t('f_allProducts')}</option>
        {sets.data?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
        {data.product_set_id && !known && <option value={data.product_set_id}>{data.product_set_id}</option>}
      </SelectInput>
      {sets.isError && <p className="text-xs text-amber-700">{t('f_setsUnavailable')}</p>}
      <BilingualField
        label={t('f_text')}
        field="text"
        value={data.text}
        max={WA_LIMITS.body}
        multiline
        onChange={(text) => change({ ...data, text }, `${node.id}:text`)}
      />
    </div>
  );
}

export function MyOrdersForm() {
  const { data, change, node, t } = useForm<'my_orders'>();
  return (
    <div className="space-y-3">
      <BilingualField
        label={t('f_optionalText')}
        field="text"
        value={data.text}
        max={WA_LIMITS.text}
        multiline
        onChange={(v) => change({ ...data, text: v.en || v.sw ? v : undefined }, `${node.id}:text`)}
      />
      <SelectInput
        label={t('f_limit')}
        field="limit"
        className="w-24"
        value={data.limit}
        onChange={(limit) => change({ ...data, limit: Number(limit) })}
      >
        {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
          <option key={n}>{n}</option>
        ))}
      </SelectInput>
    </div>
  );
}

/** "Answer from knowledge": the question it asks and, optionally, what it says when nothing answers. */
export function AnswerKnowledgeForm() {
  const { data, change, node, t } = useForm<'answer_knowledge'>();
  return (
    <div className="space-y-3">
      <BilingualField
        label={t('f_knowledgeQuestion')}
        hint={t('f_knowledgeQuestionHint')}
        field="text"
        value={data.text}
        max={WA_LIMITS.text}
        multiline
        onChange={(text) => change({ ...data, text }, `${node.id}:text`)}
      />
      <BilingualField
        label={t('f_notFoundText')}
        hint={t('f_notFoundTextHint')}
        field="not_found_text"
        value={data.not_found_text}
        max={WA_LIMITS.text}
        multiline
        onChange={(v) => change({ ...data, not_found_text: v.en || v.sw ? v : undefined }, `${node.id}:not_found_text`)}
      />
    </div>
  );
}

export function HttpForm() {
  const { data, change, disabled, node, t } = useForm<'http_request'>();
  const g = (f: string) => `${node.id}:${f}`;
  const setHeader = (i: number, patch: Partial<(typeof data.headers)[number]>, group: string) =>
    change({ ...data, headers: data.headers.map((h, j) => (j === i ? { ...h, ...patch } : h)) }, group);
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <SelectInput
          label={t('f_method')}
          className="w-24"
          value={data.method}
          onChange={(method) => change({ ...data, method: method as 'GET' | 'POST' })}
        >
          <option>GET</option>
          <option>POST</option>
        </SelectInput>
        <div className="min-w-0 flex-1">
          <TextInput
            label={t('f_url')}
            field="url"
            type="url"
            mono
            value={data.url}
            onChange={(url) => change({ ...data, url }, g('url'))}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('f_headers')}</legend>
        {data.headers.map((h, i) => (
          <div key={i} className="flex items-end gap-2">
            {(['name', 'value'] as const).map((part) => (
              <TextInput
                key={part}
                label={t(part === 'name' ? 'f_headerName' : 'f_headerValue')}
                field={`headers.${i}.${part}`}
                mono
                value={h[part]}
                onChange={(v) => setHeader(i, { [part]: v }, g(`headers.${i}.${part}`))}
              />
            ))}
            <SmallButton
              danger
              label={t('f_remove')}
              onClick={() => change({ ...data, headers: data.headers.filter((_, j) => j !== i) })}
            >
              ✕
            </SmallButton>
          </div>
        ))}
        {data.headers.length < 10 && (
          <SmallButton
            onClick={() => change({ ...data, headers: [...data.headers, { name: 'Authorization', value: '' }] })}
          >
            + {t('f_addHeader')}
          </SmallButton>
        )}
      </fieldset>
      {data.method === 'POST' && (
        <Field label={t('f_body')} field="body">
          {(a11y) => (
            <textarea
              {...a11y}
              rows={4}
              className={`${inputClass} h-auto py-2 font-mono`}
              disabled={disabled}
              value={data.body ?? ''}
              onChange={(e) => change({ ...data, body: e.target.value || undefined }, g('body'))}
            />
          )}
        </Field>
      )}
      <div className="grid grid-cols-2 gap-2">
        <TextInput
          label={t('f_saveAs')}
          field="save_as"
          hint={t('f_variableHint')}
          mono
          value={data.save_as ?? ''}
          onChange={(v) => change({ ...data, save_as: v || undefined }, g('save_as'))}
        />
        <TextInput
          label={t('f_responsePath')}
          field="response_path"
          mono
          value={data.response_path ?? ''}
          onChange={(v) => change({ ...data, response_path: v || undefined }, g('response_path'))}
        />
      </div>
      <NumberField
        label={t('f_timeout')}
        field="timeout_ms"
        value={data.timeout_ms}
        onChange={(v) => change({ ...data, timeout_ms: v ?? 5000 }, g('timeout'))}
      />
    </div>
  );
}

export function JumpForm() {
  const { data, change, flow, node, t } = useForm<'jump'>();
  const lang = useStore($language);
  const targets = flow.nodes.filter((n) => n.id !== node.id);
  return (
    <SelectInput
      label={t('f_target')}
      field="target"
      value={data.target}
      onChange={(target) => change({ ...data, target })}
    >
      {!flow.nodes.some((n) => n.id === data.target) && <option value={data.target}>{data.target}</option>}
      {targets.map((n) => (
        <option key={n.id} value={n.id}>
          {nodeTitle(n, t)}: {cutAt(nodeSummary(n, t, lang), 50)} ({n.id})
        </option>
      ))}
    </SelectInput>
  );
}
