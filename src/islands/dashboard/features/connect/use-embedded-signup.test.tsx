// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $fbSdk } from './fb-sdk.ts';
import { BUSINESS_ID_KEY, WABA_ID_KEY } from './signup-message.ts';
import { useEmbeddedSignup } from './use-embedded-signup.ts';

// The client half of Embedded Signup with a stand-in FB object: the code (login callback) and the
// ids (message event from facebook.com) are sent together once both arrived, in either order.
const IDS = { phone_number_id: '4000000000001', waba_id: '3000000000001', business_id: '5000000000001' };
let loginCallback: ((response: { authResponse?: { code?: string } | null }) => void) | null;
let loginOptions: unknown;
let posted: unknown[];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url.endsWith('/api/whatsapp/config'))
    return Promise.resolve(Response.json({ app_id: '111', config_id: '999', sdk_version: 'v23.0' }));
  if (url.endsWith('/api/whatsapp/embedded-signup')) {
    posted.push(JSON.parse(String(init?.body)));
    return Promise.resolve(
      Response.json(
        { connected: true, account: null, webhook_url: '', embedded_available: true, two_step_pin: '123456' },
        { status: 201 },
      ),
    );
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function setup(coexistence = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onConnected = vi.fn();
  const hook = renderHook(() => useEmbeddedSignup(coexistence, onConnected), { wrapper });
  return { hook, onConnected };
}

const post = (origin: string, event: string, data: object) =>
  act(
    () =>
      void window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event, data, version: '3' }),
        }),
      ),
  );

beforeEach(() => {
  posted = [];
  loginCallback = null;
  localStorage.clear();
  $fbSdk.set({ status: 'not_loaded' });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  (window as unknown as { FB: object }).FB = {
    init: vi.fn(),
    login: (cb: typeof loginCallback, options: unknown) => {
      loginCallback = cb;
      loginOptions = options;
    },
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useEmbeddedSignup', () => {
  it('sends the ids and the code together, whichever comes first, and keeps the ids', async () => {
    const { hook, onConnected } = setup();
    await waitFor(() => expect(hook.result.current.sdk.status).toBe('initialised'));
    act(() => hook.result.current.start());
    expect(hook.result.current.phase.step).toBe('popup');
    expect(loginOptions).toMatchObject({ config_id: '999', response_type: 'code' });

    await post('https://www.facebook.com', 'FINISH', IDS);
    expect(posted).toEqual([]);
    act(() => loginCallback!({ authResponse: { code: 'the-code' } }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith('123456'));
    expect(posted).toEqual([{ code: 'the-code', ...IDS, coexistence: false }]);
    expect(localStorage.getItem(WABA_ID_KEY)).toBe(IDS.waba_id);
    expect(localStorage.getItem(BUSINESS_ID_KEY)).toBe(IDS.business_id);
  });

  it('code first, then the coexistence finish event', async () => {
    const { hook, onConnected } = setup(true);
    await waitFor(() => expect(hook.result.current.sdk.status).toBe('initialised'));
    act(() => hook.result.current.start());
    act(() => loginCallback!({ authResponse: { code: 'c2' } }));
    await post('https://evil.example', 'FINISH', IDS);
    expect(posted).toEqual([]);
    await post('https://web.facebook.com', 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', {
      phone_number_id: IDS.phone_number_id,
      waba_id: IDS.waba_id,
    });
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(posted).toEqual([
      { code: 'c2', phone_number_id: IDS.phone_number_id, waba_id: IDS.waba_id, business_id: null, coexistence: true },
    ]);
  });

  it('a cancel, an error or a popup closed without a code sends nothing', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.sdk.status).toBe('initialised'));
    act(() => hook.result.current.start());
    await post('https://www.facebook.com', 'CANCEL', { current_step: 'PHONE_NUMBER_SETUP' });
    expect(hook.result.current.phase.step).toBe('cancelled');

    act(() => hook.result.current.start());
    await post('https://www.facebook.com', 'ERROR', { error_message: 'Number already in use' });
    expect(hook.result.current.phase).toEqual({ step: 'failed', message: 'Number already in use' });

    act(() => hook.result.current.start());
    act(() => loginCallback!({ authResponse: null }));
    expect(hook.result.current.phase.step).toBe('cancelled');
    expect(posted).toEqual([]);
  });

  it('gives up when the ids never come after the code', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.sdk.status).toBe('initialised'));
    vi.useFakeTimers();
    try {
      act(() => hook.result.current.start());
      act(() => loginCallback!({ authResponse: { code: 'lonely' } }));
      expect(hook.result.current.phase.step).toBe('popup');
      act(() => void vi.advanceTimersByTime(20_000));
      expect(hook.result.current.phase).toEqual({ step: 'failed', message: '' });
      expect(posted).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
