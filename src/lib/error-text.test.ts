import { describe, expect, it } from 'vitest';
import {
  chatErrorText,
  errorPayload,
  errorText,
  GENERIC_ERROR_TEXT,
  isGenericErrorText,
  SOMETHING_WENT_WRONG,
} from './error-text.ts';

class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

describe('errorText', () => {
  it("reads the first detail entry's msg, then its type", () => {
    const msgAndType = {
      response: { data: { detail: [{ msg: 'field required', type: 'missing' }, { msg: 'second' }] } },
    };
    expect(errorText(msgAndType)).toBe('field required');
    expect(errorText({ response: { data: { detail: [{ type: 'value_error' }], message: 'ignored' } } })).toBe(
      'value_error',
    );
  });

  it('then the nested message.error.message', () => {
    expect(errorText({ data: { message: { error: { message: 'Token expired' } } } })).toBe('Token expired');
    expect(
      errorText({ data: { detail: [{}], message: { error: { message: 'Nested wins over empty detail' } } } }),
    ).toBe('Nested wins over empty detail');
  });

  it('then message, detail, body strings, then the error own message', () => {
    expect(errorText({ data: { message: 'Shop not found', detail: 'd', body: 'b' } })).toBe('Shop not found');
    expect(errorText({ data: { detail: 'Not allowed', body: 'b' } })).toBe('Not allowed');
    expect(errorText({ data: { body: 'Body text' } })).toBe('Body text');
    expect(errorText(Object.assign(new Error('Own message'), { response: { data: {} } }))).toBe('Own message');
    expect(errorText(new Error('Plain error'))).toBe('Plain error');
    expect(errorText('a string error')).toBe('a string error');
  });

  it('finds the message of our own API answers { code, message, requestId }', () => {
    const body = { code: 'invalid_phone', message: 'Enter a valid phone number', requestId: 'r1' };
    expect(errorText(new ApiError('Request failed with status code 400', 400, body))).toBe(
      'Enter a valid phone number',
    );
    expect(errorText(body)).toBe('Enter a valid phone number');
  });

  it("turns the generic status text into 'Something Went Wrong'", () => {
    expect(errorText(new Error(GENERIC_ERROR_TEXT))).toBe(SOMETHING_WENT_WRONG);
    expect(errorText(new Error('Request failed with status code 500'))).toBe('Something Went Wrong');
    expect(errorText({ data: { message: 'Request failed' } })).toBe('Something Went Wrong');
    expect(errorText(new Error('Network Error'))).toBe('Network Error');
  });

  it('falls back when nothing usable is found, with a translatable fallback', () => {
    expect(errorText(undefined)).toBe('Something Went Wrong');
    expect(errorText(null)).toBe('Something Went Wrong');
    expect(errorText(42)).toBe('Something Went Wrong');
    expect(errorText({ data: { message: '   ' } })).toBe('Something Went Wrong');
    expect(errorText(new Error(''), 'Hitilafu imetokea')).toBe('Hitilafu imetokea');
  });
});

describe('isGenericErrorText', () => {
  it('matches only the generic constant', () => {
    expect(isGenericErrorText('Request failed')).toBe(true);
    expect(isGenericErrorText('Request failed with status code 404')).toBe(true);
    expect(isGenericErrorText('Request failed because the phone is invalid')).toBe(false);
  });
});

describe('errorPayload', () => {
  it('prefers response.data, then data, then body, then the error itself', () => {
    expect(errorPayload({ response: { data: { a: 1 } }, data: { b: 2 } })).toEqual({ a: 1 });
    expect(errorPayload({ data: { b: 2 }, body: { c: 3 } })).toEqual({ b: 2 });
    expect(errorPayload({ body: { c: 3 } })).toEqual({ c: 3 });
    expect(errorPayload({ body: 'text' })).toEqual({ body: 'text' });
    expect(errorPayload('x')).toBeNull();
  });
});

describe('chatErrorText', () => {
  it('uses the detail string first', () => {
    expect(chatErrorText({ response: { data: { detail: 'Bot is offline', message: 'm' } } })).toBe('Bot is offline');
  });
  it('then the first detail msg, then a message string, then the error message', () => {
    expect(chatErrorText({ data: { detail: [{ msg: 'message too long' }], message: 'm' } })).toBe('message too long');
    expect(chatErrorText({ data: { detail: [{ type: 'only_type' }], message: 'Try again later' } })).toBe(
      'Try again later',
    );
    expect(chatErrorText({ data: { message: { error: { message: 'x' } } } })).toBe('Something Went Wrong');
    expect(chatErrorText(Object.assign(new Error('timeout of 150000ms exceeded'), { response: { data: {} } }))).toBe(
      'timeout of 150000ms exceeded',
    );
    expect(chatErrorText(undefined, 'Imeshindikana')).toBe('Imeshindikana');
  });
});
