import { useEffect, useState } from 'react';
import { apiReference as en } from '../../i18n/en/api-reference.ts';
import type { Locale } from '../../i18n/locales.ts';
import { apiReference as sw } from '../../i18n/sw/api-reference.ts';
import { tFor, type TFunction } from '../../i18n/use-t.ts';
import {
  toReference,
  type Access,
  type Constraint,
  type Endpoint,
  type FieldList,
  type Group,
} from './reference-model.ts';

export const OPENAPI_URL = '/api/openapi.json';
type T = TFunction<typeof en>;
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; groups: Group[] };

function useReference(attempt: number, fetchImpl: typeof fetch = globalThis.fetch): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchImpl(OPENAPI_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'ready', groups: toReference(await response.json()) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt, fetchImpl]);
  return state;
}

/** The endpoints of the public API, read from the OpenAPI document when the section scrolls into view. */
export function ApiReference({ lang, fetchImpl }: { lang: Locale; fetchImpl?: typeof fetch }) {
  const t = tFor({ en, sw }, lang);
  const [attempt, setAttempt] = useState(0);
  const state = useReference(attempt, fetchImpl);
  const total = state.status === 'ready' ? state.groups.reduce((n, g) => n + g.endpoints.length, 0) : 0;

  return (
    <div data-testid="api-reference" data-state={state.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold text-ink">{t('heading')}</h3>
        <a href={OPENAPI_URL} className="text-sm font-semibold text-brand-700 underline">
          {t('download')}
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('summariesNote')}</p>
      <div aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-700">
        {state.status === 'loading'
          ? t('loading')
          : state.status === 'ready' && total
            ? t('count', { count: total })
            : null}
      </div>
      {state.status === 'error' ? (
        <div role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('error')}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="mt-3 min-h-11 rounded-lg bg-red-800 px-4 font-semibold text-white"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && total === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-6 text-slate-700">{t('empty')}</p>
      ) : null}
      {state.status === 'ready'
        ? state.groups.map((group) => (
            <section key={group.tag} className="mt-8" aria-labelledby={`api-tag-${slug(group.tag)}`}>
              <h4 id={`api-tag-${slug(group.tag)}`} className="text-lg font-semibold text-ink">
                {group.tag}
              </h4>
              {group.description ? <p className="mt-1 text-sm text-slate-700">{group.description}</p> : null}
              <ul className="mt-3 grid gap-2">
                {group.endpoints.map((endpoint) => (
                  <EndpointItem key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} t={t} lang={lang} />
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-sky-100 text-sky-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

function accessLabel(access: Access, t: T): string {
  if (access.kind === 'permission')
    return t('access_permission', { resource: access.resource ?? '', action: access.action ?? '' });
  return t(`access_${access.kind}`);
}

function EndpointItem({ endpoint, t, lang }: { endpoint: Endpoint; t: T; lang: Locale }) {
  return (
    <li id={`op-${endpoint.id}`} data-testid="api-endpoint" className="rounded-xl border border-slate-200 bg-white">
      <details className="group">
        <summary className="cursor-pointer list-none p-3 marker:content-none">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={`rounded px-1.5 py-0.5 font-mono text-xs font-bold ${METHOD_STYLE[endpoint.method] ?? 'bg-slate-100 text-ink'}`}
            >
              {endpoint.method}
            </span>{' '}
            <code className="break-all font-mono text-sm font-semibold text-ink">{endpoint.path}</code>{' '}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              <span className="sr-only">{t('access')}: </span>
              {accessLabel(endpoint.access, t)}
            </span>
          </span>
          <span className="mt-1 flex items-start justify-between gap-2 text-sm text-slate-700">
            <span>{endpoint.summary}</span>
            <span aria-hidden="true" className="shrink-0 text-slate-500 transition-transform group-open:rotate-90">
              ›
            </span>
          </span>
        </summary>
        <div className="border-t border-slate-200 p-3">
          {endpoint.description ? <p className="mb-3 text-sm text-slate-700">{endpoint.description}</p> : null}
          {endpoint.inputs.length ? (
            endpoint.inputs.map((list) => <Fields key={list.kind} list={list} t={t} lang={lang} />)
          ) : (
            <p className="text-sm text-slate-700">{t('noInput')}</p>
          )}
        </div>
      </details>
    </li>
  );
}

function Fields({ list, t, lang }: { list: FieldList; t: T; lang: Locale }) {
  return (
    <div className="mt-2 first:mt-0">
      <h5 className="text-sm font-semibold text-ink">
        {t(`input_${list.kind}`)}
        {list.raw ? (
          <span className="font-normal text-slate-700"> ({t('rawAlso', { types: list.raw.join(', ') })})</span>
        ) : null}
      </h5>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {list.fields.map((field) => (
          <li key={field.name} className="py-1.5">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <code className="break-all font-mono font-semibold text-ink">{field.name}</code>
              <span className="font-mono text-xs text-slate-700">{field.type}</span>
              <span className={field.required ? 'text-xs font-semibold text-red-800' : 'text-xs text-slate-600'}>
                {field.required ? t('required') : t('optional')}
              </span>
            </span>
            {field.constraints.length ? (
              <span className="block break-words text-xs text-slate-700">
                {field.constraints.map((c) => constraintText(c, t, lang)).join(' · ')}
              </span>
            ) : null}
            {field.description ? <span className="block text-xs text-slate-700">{field.description}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function constraintText(c: Constraint, t: T, lang: Locale): string {
  if (c.kind === 'oneOf') return t('c_oneOf', { values: c.values.join(', ') });
  if ('value' in c) return t(`c_${c.kind}`, { value: c.value });
  const n = (v: number) => v.toLocaleString(lang === 'sw' ? 'sw-TZ' : 'en-US');
  const range =
    c.min !== undefined && c.max !== undefined
      ? t('between', { min: n(c.min), max: n(c.max) })
      : c.min !== undefined
        ? t('atLeast', { min: n(c.min) })
        : t('atMost', { max: n(c.max!) });
  return t(`c_${c.kind}`, { range });
}
