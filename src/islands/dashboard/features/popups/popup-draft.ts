import type { PopupDto } from '../../../../lib/contracts/popup.ts';
import type { PopupAction, PopupCreate, PopupVariant, PopupWords } from '../../../../lib/popup-schemas.ts';
import { POPUP_VARIANT_KEYS } from '../../../../lib/popup-schemas.ts';

// The editor's form state and its way to and from the API's body. Dates are edited in the
// browser's local time (datetime-local) and sent as ISO instants.

export type PopupDraft = PopupCreate;

const words = (): PopupWords => ({ title: '', text: '', button: '' });

export function emptyDraft(): PopupDraft {
  return {
    name: '',
    status: 'active',
    position: 'bottom_right',
    triggers: {
      delay_seconds: 5,
      scroll_percent: null,
      exit_intent: false,
      page_pattern: '',
      returning_only: false,
      utm_source: '',
    },
    frequency: 'once_per_visitor',
    action: { kind: 'chat', message: '' },
    variants: [{ key: 'a', weight: 100, texts: { en: words(), sw: words() } }],
    starts_at: null,
    ends_at: null,
  };
}

export function draftOf(p: PopupDto): PopupDraft {
  return {
    name: p.name,
    status: p.status,
    position: p.position,
    triggers: p.triggers,
    frequency: p.frequency,
    action: p.action,
    variants: p.variants,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
  };
}

/** The default fields of each kind of action, when the merchant switches kinds. */
export function actionOfKind(kind: PopupAction['kind'], current: PopupAction): PopupAction {
  if (current.kind === kind) return current;
  if (kind === 'chat') return { kind, message: '' };
  if (kind === 'link') return { kind, url: 'https://' };
  if (kind === 'code') return { kind, code: '' };
  return { kind, channels: ['whatsapp'], consent_en: '', consent_sw: '' };
}

/** A new variant takes the next free letter and an even share of the split. */
export function addVariant(variants: PopupVariant[]): PopupVariant[] {
  const key = POPUP_VARIANT_KEYS.find((k) => !variants.some((v) => v.key === k));
  if (!key) return variants;
  const next = [...variants, { key, weight: 0, texts: structuredClone(variants[0]!.texts) }];
  return evenSplit(next);
}

export function removeVariant(variants: PopupVariant[], key: string): PopupVariant[] {
  return evenSplit(variants.filter((v) => v.key !== key));
}

/** Shares as even as whole per cents allow (the first takes what is left over). */
export function evenSplit(variants: PopupVariant[]): PopupVariant[] {
  const each = Math.floor(100 / variants.length);
  return variants.map((v, i) => ({ ...v, weight: i === 0 ? 100 - each * (variants.length - 1) : each }));
}

/** An ISO instant as the value of a datetime-local input (the browser's time zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
