import { writeStorage } from '../../../../i18n/safe-storage.ts';

// Embedded Signup (protocols.md §1): the popup posts a JSON string
// {type:'WA_EMBEDDED_SIGNUP', event, data, version} from a facebook.com origin.

export const WABA_ID_KEY = 'facebook_waba_id';
export const BUSINESS_ID_KEY = 'facebook_business_id';

export type SignupIds = { phone_number_id: string; waba_id: string; business_id: string | null };
export type SignupMessage =
  | { kind: 'finish'; event: string; ids: SignupIds }
  | { kind: 'cancel'; currentStep: string | null }
  | { kind: 'error'; message: string };

const FACEBOOK_ORIGIN = /^https:\/\/([a-z0-9-]+\.)*facebook\.com$/;
const FINISH_EVENTS = ['FINISH', 'FINISH_ONLY_WABA', 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING'];

/** Spec 5: an id is kept only when it is all digits and longer than 5 characters. */
export function isStorableId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 5 && /^\d+$/.test(value);
}

/** Remembers the account ids of a finished signup; a bad id or a storage failure stores nothing (a warning at most). */
export function storeSignupIds(ids: { waba_id?: unknown; business_id?: unknown }): void {
  if (isStorableId(ids.waba_id)) writeStorage(WABA_ID_KEY, ids.waba_id);
  if (isStorableId(ids.business_id)) writeStorage(BUSINESS_ID_KEY, ids.business_id);
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** The signup event carried by a window 'message', or null for anything else (other origins, other messages). */
export function parseSignupMessage(origin: string, data: unknown): SignupMessage | null {
  if (!FACEBOOK_ORIGIN.test(origin)) return null;
  let payload: unknown = data;
  if (typeof data === 'string') {
    try {
      payload = JSON.parse(data);
    } catch {
      return null; // the SDK posts other, non-JSON messages too
    }
  }
  if (!payload || typeof payload !== 'object') return null;
  const { type, event, data: body } = payload as { type?: unknown; event?: unknown; data?: Record<string, unknown> };
  if (type !== 'WA_EMBEDDED_SIGNUP' || typeof event !== 'string') return null;
  if (event === 'CANCEL') return { kind: 'cancel', currentStep: text(body?.current_step) };
  if (event === 'ERROR') return { kind: 'error', message: text(body?.error_message) ?? '' };
  if (!FINISH_EVENTS.includes(event)) return null;
  const phone = text(body?.phone_number_id);
  const waba = text(body?.waba_id);
  // FINISH_ONLY_WABA has no number yet: the merchant must add one in Meta first.
  if (!phone || !waba) return { kind: 'error', message: '' };
  return {
    kind: 'finish',
    event,
    ids: { phone_number_id: phone, waba_id: waba, business_id: text(body?.business_id) },
  };
}

/** FB.login options: response_type code; coexistence adds the Business app onboarding feature. */
export function loginOptions(configId: string, coexistence: boolean) {
  return {
    config_id: configId,
    response_type: 'code',
    override_default_response_type: true,
    extras: coexistence
      ? { setup: {}, featureType: 'whatsapp_business_app_onboarding', sessionInfoVersion: '3' }
      : { setup: {}, sessionInfoVersion: '3' },
  };
}
