import { CAMPAIGN_FACT_KINDS, type AudienceFact, type CampaignCreate } from '../../../../lib/campaign-schemas.ts';
import { minutesOf } from '../../../../lib/quiet-hours.ts';
import type { SmsVariable } from '../../../../lib/sms-text.ts';
import { checkSms } from './sms-count.ts';
import type { Campaign, WhatsappTemplate } from './api.ts';

// The create form's state as typed (numbers as text), and the campaign it makes: the checks the
// screen does before the server's (a name, a message on some channel, the SMS texts' variables and
// length, every template value, whole numbers, sending hours), each under its own field.

export type FactKind = (typeof CAMPAIGN_FACT_KINDS)[number];
/** `target` of a 'bought' row: '' any product, 'p:<id>' a product, 's:<id>' a set. */
export type FactRow = { kind: FactKind; days: string; amount: string; target: string };
export type ValueRow = { variable: SmsVariable | ''; text: string };

export type CampaignDraft = {
  name: string;
  segment_id: string;
  tags: string;
  facts: FactRow[];
  sms_text_en: string;
  sms_text_sw: string;
  whatsapp_template_id: string;
  whatsapp_values: ValueRow[];
  fallback_on: boolean;
  fallback_minutes: string;
  link_target: 'chat' | 'order_page';
  link_product_id: string;
  offer_text: string;
  attribution_days: string;
  send_from: string;
  send_until: string;
};

export const emptyDraft = (): CampaignDraft => ({
  name: '',
  segment_id: '',
  tags: '',
  facts: [],
  sms_text_en: '',
  sms_text_sw: '',
  whatsapp_template_id: '',
  whatsapp_values: [],
  fallback_on: true,
  fallback_minutes: '60',
  link_target: 'chat',
  link_product_id: '',
  offer_text: '',
  attribution_days: '7',
  send_from: '09:00',
  send_until: '21:00',
});

export const FACT_FIELDS: Record<FactKind, { days: boolean; amount: boolean }> = {
  bought: { days: true, amount: false },
  spent_over: { days: false, amount: true },
  owes_over: { days: true, amount: true },
  opened_not_ordered: { days: true, amount: false },
  no_order: { days: true, amount: false },
};

export const newFact = (kind: FactKind): FactRow => ({ kind, days: '30', amount: '', target: '' });

/** A saved draft back into the form. */
export function draftOf(c: Campaign): CampaignDraft {
  return {
    name: c.name,
    segment_id: c.audience.segment_id ?? '',
    tags: c.audience.tags.join(', '),
    facts: c.audience.facts.map((f) => ({
      kind: f.kind,
      days: 'days' in f ? String(f.days) : '30',
      amount: 'amount' in f ? String(f.amount) : '',
      target:
        f.kind !== 'bought' ? '' : f.product_id ? `p:${f.product_id}` : f.product_set_id ? `s:${f.product_set_id}` : '',
    })),
    sms_text_en: c.sms_text_en,
    sms_text_sw: c.sms_text_sw,
    whatsapp_template_id: c.whatsapp_template_id ?? '',
    whatsapp_values: c.whatsapp_values.map((v) =>
      'variable' in v ? { variable: v.variable, text: '' } : { variable: '', text: v.text },
    ),
    fallback_on: c.fallback_after_minutes !== null,
    fallback_minutes: String(c.fallback_after_minutes ?? 60),
    link_target: c.link_target,
    link_product_id: c.link_product_id ?? '',
    offer_text: c.offer_text,
    attribution_days: String(c.attribution_days),
    send_from: c.send_from,
    send_until: c.send_until,
  };
}

/** The words a check refers to: keys of the campaigns dictionary, with their values. */
export type DraftError = { key: string; params?: Record<string, string | number> };
export type DraftErrors = Record<string, DraftError>;

const boughtTarget = (target: string): { product_id?: string; product_set_id?: string } =>
  target.startsWith('p:')
    ? { product_id: target.slice(2) }
    : target.startsWith('s:')
      ? { product_set_id: target.slice(2) }
      : {};

const whole = (text: string): number | null => {
  const t = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
};

/** The body to send, or the errors by field (`name`, `sms_text_en`, `fact_0_days`, `value_1`, …). */
export function buildCampaign(
  d: CampaignDraft,
  template: Pick<WhatsappTemplate, 'variable_count'> | null,
): { body: CampaignCreate; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!d.name.trim()) errors.name = { key: 'errName' };

  for (const lang of ['en', 'sw'] as const) {
    const check = checkSms(d[`sms_text_${lang}`], lang);
    if (check?.unknown.length)
      errors[`sms_text_${lang}`] = { key: 'unknownVariable', params: { names: check.unknown.join(', ') } };
    else if (check?.tooLong) errors[`sms_text_${lang}`] = { key: 'tooLong', params: { max: 6 } };
  }
  const hasSms = !!(d.sms_text_en.trim() || d.sms_text_sw.trim());
  const templateId = d.whatsapp_template_id || null;
  if (!hasSms && !templateId) errors.message = { key: 'errNoMessage' };

  const values = templateId ? d.whatsapp_values.slice(0, template?.variable_count ?? d.whatsapp_values.length) : [];
  if (templateId && template)
    for (let i = 0; i < template.variable_count; i++) {
      const v = values[i];
      if (!v || (!v.variable && !v.text.trim())) errors[`value_${i}`] = { key: 'errValues' };
    }

  const facts: AudienceFact[] = [];
  d.facts.forEach((f, i) => {
    const fields = FACT_FIELDS[f.kind];
    const days = fields.days ? whole(f.days) : null;
    const amount = fields.amount ? whole(f.amount) : null;
    if (fields.days && (days === null || days < 1)) errors[`fact_${i}_days`] = { key: 'errNumber' };
    if (fields.amount && amount === null) errors[`fact_${i}_amount`] = { key: 'errNumber' };
    if (f.kind === 'bought') facts.push({ kind: 'bought', days: days ?? 1, ...boughtTarget(f.target) });
    else if (f.kind === 'spent_over') facts.push({ kind: 'spent_over', amount: amount ?? 0 });
    else if (f.kind === 'owes_over') facts.push({ kind: 'owes_over', amount: amount ?? 0, days: days ?? 1 });
    else facts.push({ kind: f.kind, days: days ?? 1 });
  });

  const fallback = d.fallback_on ? whole(d.fallback_minutes) : null;
  if (templateId && d.fallback_on && fallback === null) errors.fallback_after_minutes = { key: 'errNumber' };
  const attribution = whole(d.attribution_days);
  if (attribution === null || attribution < 1) errors.attribution_days = { key: 'errNumber' };
  if (minutesOf(d.send_from) === null) errors.send_from = { key: 'errHours' };
  if (minutesOf(d.send_until) === null) errors.send_until = { key: 'errHours' };

  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      name: d.name.trim(),
      audience: {
        segment_id: d.segment_id || null,
        tags: d.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        facts,
      },
      sms_text_en: d.sms_text_en.trim(),
      sms_text_sw: d.sms_text_sw.trim(),
      whatsapp_template_id: templateId,
      whatsapp_values: values.map((v) => (v.variable ? { variable: v.variable } : { text: v.text.trim() })),
      fallback_after_minutes: d.fallback_on ? (fallback ?? 60) : null,
      link_target: d.link_target,
      offer_text: d.offer_text.trim(),
      link_product_id: d.link_target === 'order_page' && d.link_product_id ? d.link_product_id : null,
      send_from: d.send_from,
      send_until: d.send_until,
      attribution_days: attribution ?? 7,
    },
  };
}

/** The audience as far as it is filled in (rows with a number missing are left out): for the live count. */
export function audienceOf(d: CampaignDraft): CampaignCreate['audience'] {
  const facts: AudienceFact[] = [];
  for (const f of d.facts) {
    const days = whole(f.days);
    const amount = whole(f.amount);
    if (FACT_FIELDS[f.kind].days && (days === null || days < 1)) continue;
    if (FACT_FIELDS[f.kind].amount && amount === null) continue;
    if (f.kind === 'bought') facts.push({ kind: 'bought', days: days!, ...boughtTarget(f.target) });
    else if (f.kind === 'spent_over') facts.push({ kind: 'spent_over', amount: amount! });
    else if (f.kind === 'owes_over') facts.push({ kind: 'owes_over', amount: amount!, days: days! });
    else facts.push({ kind: f.kind, days: days! });
  }
  const tags = d.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return { segment_id: d.segment_id || null, tags: [...new Set(tags)], facts };
}
