// Error text extraction of spec 8, for toasts and error blocks of the apps.
//
// The answer body is looked for, in this order, at `error.response.data` (axios-style clients),
// `error.data`, `error.body` (fetch-style clients that keep the parsed JSON), and else the
// error itself. Our API answers `{ code, message, requestId }`, so its `message` is the text;
// FastAPI/pydantic-style `{ detail: [{ msg, type }] }` and `{ message: { error: { message } } }`
// answers of third parties (bot host, store host) are understood too.

/**
 * The generic status text that says nothing to a person: a client's "Request failed" or
 * "Request failed with status code 500". It is replaced by {@link SOMETHING_WENT_WRONG}.
 * Network failures ("Network Error", "Failed to fetch") are kept: they tell the merchant to check the connection.
 */
export const GENERIC_ERROR_TEXT = 'Request failed';
export const SOMETHING_WENT_WRONG = 'Something Went Wrong';

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The parsed answer body carried by an error, or the error itself. */
export function errorPayload(error: unknown): Obj | null {
  if (!isObject(error)) return null;
  const response = error.response;
  if (isObject(response) && isObject(response.data)) return response.data;
  if (isObject(error.data)) return error.data;
  if (isObject(error.body)) return error.body;
  return error;
}

export function isGenericErrorText(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === GENERIC_ERROR_TEXT || trimmed.startsWith(`${GENERIC_ERROR_TEXT} with status code`);
}

function firstDetail(payload: Obj | null): Obj | undefined {
  const detail = payload?.detail;
  return Array.isArray(detail) && isObject(detail[0]) ? detail[0] : undefined;
}

function ownMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return text(error);
  return isObject(error) ? text(error.message) : undefined;
}

/**
 * Spec 8 order: the first `detail` entry's `msg` or `type`; else `message.error.message`; else a
 * `message`, `detail` or `body` string; else the error's own message. Generic or missing text gives
 * `fallback` ('Something Went Wrong'; pass the translated text in the UI).
 */
export function errorText(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  const payload = errorPayload(error);
  const first = firstDetail(payload);
  const nested =
    isObject(payload?.message) && isObject(payload.message.error) ? payload.message.error.message : undefined;
  const found =
    (first && (text(first.msg) ?? text(first.type))) ??
    text(nested) ??
    text(payload?.message) ??
    text(payload?.detail) ??
    text(payload?.body) ??
    ownMessage(error);
  if (!found || isGenericErrorText(found)) return fallback;
  return found;
}

/**
 * Spec 8, chat failure shown as a bot message: a `detail` string, else the first `detail` entry's
 * `msg`, else a `message` string, else the error's own message.
 */
export function chatErrorText(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  const payload = errorPayload(error);
  return (
    text(payload?.detail) ?? text(firstDetail(payload)?.msg) ?? text(payload?.message) ?? ownMessage(error) ?? fallback
  );
}
