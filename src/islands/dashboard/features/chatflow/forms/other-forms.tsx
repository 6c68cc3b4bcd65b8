import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $language } from '../../../../../i18n/language.ts';
import { WA_LIMITS } from '../../../../../lib/chat/bot-reply.ts';
import { productSetsQuery } from '../api.ts';
import { nodeSummary, nodeTitle } from '../node-label.ts';
import { BilingualField, Field, inputClass, NumberInput, SmallButton, useForm } from '../panel-fields.tsx';
import { cutAt } from '../../../../../lib/text-cut.ts';

export function SetVariableForm() {
  const { data, change, disabled, node, t } = useForm<'set_variable'>();
  return (
    <div className="space-y-3">
      <Field label={t('f_variable')} field="variable" hint={t('f_variableHint')}>
        {(a11y) => (
          <input
            {...a11y}
            className={`${inputClass} font-mono`}
            disabled={disabled}
            value={data.variable}
            onChange={(e) => change({ ...data, variable: e.target.value }, `${node.id}:variable`)}
          />
        )}
      </Field>
      <Field label={t('f_setValue')} field="value" hint={t('f_setValueHint')}>
        {(a11y) => (
          <input
            {...a11y}
            className={inputClass}
            disabled={disabled}
            value={data.value}
            onChange={(e) => change({ ...data, value: e.target.value }, `${node.id}:value`)}
          />
        )}
      </Field>
    </div>
  );
}

export function ShowProductsForm() {
  const { data, change, disabled, node, t } = useForm<'show_products'>();
  const sets = useQuery(productSetsQuery());
  const known = sets.data?.some((s) => s.id === data.product_set_id);
  return (
    <div className="space-y-3">
      <Field label={t('f_productSet')} field="product_set_id">
        {(a11y) => (
          <select
            {...a11y}
            className={inputClass}
            disabled={disabled}
            value={data.product_set_id ?? ''}
            onChange={(e) => change({ ...data, product_set_id: e.target.value || null })}
          >
            <option value="">{t('f_allProducts')}</option>
            {sets.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            {data.product_set_id && !known && <option value={data.product_set_id}>{data.product_set_id}</option>}
          </select>
        )}
      </Field>
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
  const { data, change, disabled, node, t } = useForm<'my_orders'>();
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
      <Field label={t('f_limit')} field="limit">
        {(a11y) => (
          <select
            {...a11y}
            className={`${inputClass} w-24`}
            disabled={disabled}
            value={data.limit}
            onChange={(e) => change({ ...data, limit: Number(e.target.value) })}
          >
            {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        )}
      </Field>
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
        <Field label={t('f_method')}>
          {(a11y) => (
            <select
              {...a11y}
              className={`${inputClass} w-24`}
              disabled={disabled}
              value={data.method}
              onChange={(e) => change({ ...data, method: e.target.value as 'GET' | 'POST' })}
            >
              <option>GET</option>
              <option>POST</option>
            </select>
          )}
        </Field>
        <div className="min-w-0 flex-1">
          <Field label={t('f_url')} field="url">
            {(a11y) => (
              <input
                {...a11y}
                type="url"
                className={`${inputClass} font-mono`}
                disabled={disabled}
                value={data.url}
                onChange={(e) => change({ ...data, url: e.target.value }, g('url'))}
              />
            )}
          </Field>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('f_headers')}</legend>
        {data.headers.map((h, i) => (
          <div key={i} className="flex items-end gap-2">
            <Field label={t('f_headerName')} field={`headers.${i}.name`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={`${inputClass} font-mono`}
                  disabled={disabled}
                  value={h.name}
                  onChange={(e) => setHeader(i, { name: e.target.value }, g(`headers.${i}.name`))}
                />
              )}
            </Field>
            <Field label={t('f_headerValue')} field={`headers.${i}.value`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={`${inputClass} font-mono`}
                  disabled={disabled}
                  value={h.value}
                  onChange={(e) => setHeader(i, { value: e.target.value }, g(`headers.${i}.value`))}
                />
              )}
            </Field>
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
        <Field label={t('f_saveAs')} field="save_as" hint={t('f_variableHint')}>
          {(a11y) => (
            <input
              {...a11y}
              className={`${inputClass} font-mono`}
              disabled={disabled}
              value={data.save_as ?? ''}
              onChange={(e) => change({ ...data, save_as: e.target.value || undefined }, g('save_as'))}
            />
          )}
        </Field>
        <Field label={t('f_responsePath')} field="response_path">
          {(a11y) => (
            <input
              {...a11y}
              className={`${inputClass} font-mono`}
              disabled={disabled}
              value={data.response_path ?? ''}
              onChange={(e) => change({ ...data, response_path: e.target.value || undefined }, g('response_path'))}
            />
          )}
        </Field>
      </div>
      <Field label={t('f_timeout')} field="timeout_ms">
        {(a11y) => (
          <NumberInput
            {...a11y}
            disabled={disabled}
            value={data.timeout_ms}
            onChange={(v) => change({ ...data, timeout_ms: v ?? 5000 }, g('timeout'))}
          />
        )}
      </Field>
    </div>
  );
}

export function JumpForm() {
  const { data, change, disabled, flow, node, t } = useForm<'jump'>();
  const lang = useStore($language);
  const targets = flow.nodes.filter((n) => n.id !== node.id);
  return (
    <Field label={t('f_target')} field="target">
      {(a11y) => (
        <select
          {...a11y}
          className={inputClass}
          disabled={disabled}
          value={data.target}
          onChange={(e) => change({ ...data, target: e.target.value })}
        >
          {!flow.nodes.some((n) => n.id === data.target) && <option value={data.target}>{data.target}</option>}
          {targets.map((n) => (
            <option key={n.id} value={n.id}>
              {nodeTitle(n, t)}: {cutAt(nodeSummary(n, t, lang), 50)} ({n.id})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
