import { atom } from 'nanostores';

// The Facebook JS SDK provider of spec 4: not loaded, loading, initialised, error, with the spec's
// texts. The SDK is loaded once per page; a failed load can be tried again.

export const SDK_LOAD_ERROR = 'Failed to load Facebook SDK';
export const SDK_INIT_ERROR = 'Failed to initialize Facebook SDK';
export const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
export const SDK_SCRIPT_ID = 'facebook-jssdk';
// A slow 2G line still gets the script in this time; no network at all fails long before.
export const SDK_TIMEOUT_MS = 30_000;

export type SdkState =
  { status: 'not_loaded' } | { status: 'loading' } | { status: 'initialised' } | { status: 'error'; message: string };
export type SdkEvent = { type: 'start' } | { type: 'initialised' } | { type: 'load_failed' } | { type: 'init_failed' };

export function sdkReducer(state: SdkState, event: SdkEvent): SdkState {
  switch (event.type) {
    case 'start':
      // Only from rest: a second page asking while loading (or after success) changes nothing.
      return state.status === 'not_loaded' || state.status === 'error' ? { status: 'loading' } : state;
    case 'initialised':
      return state.status === 'loading' ? { status: 'initialised' } : state;
    case 'load_failed':
      return state.status === 'loading' ? { status: 'error', message: SDK_LOAD_ERROR } : state;
    case 'init_failed':
      return state.status === 'loading' ? { status: 'error', message: SDK_INIT_ERROR } : state;
  }
}

export type FacebookSdk = {
  init: (options: { appId: string; autoLogAppEvents?: boolean; xfbml?: boolean; version: string }) => void;
  login: (
    callback: (response: { authResponse?: { code?: string } | null; status?: string }) => void,
    options: object,
  ) => void;
};
type SdkWindow = {
  FB?: FacebookSdk;
  fbAsyncInit?: () => void;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
};
type SdkDocument = Pick<Document, 'getElementById' | 'createElement'> & { body: Pick<HTMLElement, 'appendChild'> };

/**
 * Injects sdk.js and runs FB.init when it arrives. Every outcome reaches `dispatch` once: a script
 * error or the timeout is a load failure, FB.init throwing (or no FB after the script ran) an init failure.
 */
export function loadFacebookSdk(options: {
  appId: string;
  version: string;
  dispatch: (event: SdkEvent) => void;
  win: SdkWindow;
  doc: SdkDocument;
  timeoutMs?: number;
}): void {
  const { appId, version, dispatch, win, doc } = options;
  let settled = false;
  const settle = (event: SdkEvent) => {
    if (settled) return;
    settled = true;
    win.clearTimeout(timer);
    dispatch(event);
  };
  const init = () => {
    if (settled) return;
    if (!win.FB) return settle({ type: 'init_failed' });
    try {
      win.FB.init({ appId, autoLogAppEvents: true, xfbml: false, version });
      settle({ type: 'initialised' });
    } catch {
      settle({ type: 'init_failed' });
    }
  };
  dispatch({ type: 'start' });
  const timer = win.setTimeout(() => settle({ type: 'load_failed' }), options.timeoutMs ?? SDK_TIMEOUT_MS);
  if (win.FB) return init();
  win.fbAsyncInit = init;
  // A script left by a failed try is replaced, so the browser fetches it again.
  const old = doc.getElementById(SDK_SCRIPT_ID);
  old?.remove();
  const script = doc.createElement('script');
  script.id = SDK_SCRIPT_ID;
  script.src = SDK_SRC;
  script.async = true;
  script.defer = true;
  script.crossOrigin = 'anonymous';
  script.addEventListener('error', () => settle({ type: 'load_failed' }));
  // sdk.js calls fbAsyncInit itself; this covers a script that ran without doing so.
  script.addEventListener('load', () => init());
  doc.body.appendChild(script);
}

export const $fbSdk = atom<SdkState>({ status: 'not_loaded' });

/** Starts loading the SDK for this page unless it is loading or ready; a failed load is retried. */
export function ensureFacebookSdk(appId: string, version: string): void {
  const status = $fbSdk.get().status;
  if (status === 'loading' || status === 'initialised' || typeof window === 'undefined') return;
  loadFacebookSdk({
    appId,
    version,
    dispatch: (event) => $fbSdk.set(sdkReducer($fbSdk.get(), event)),
    win: window as unknown as SdkWindow,
    doc: document,
  });
}

export const facebook = (): FacebookSdk | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as SdkWindow).FB;
