import { describe, expect, it, vi } from 'vitest';
import {
  SDK_INIT_ERROR,
  SDK_LOAD_ERROR,
  SDK_SCRIPT_ID,
  SDK_SRC,
  loadFacebookSdk,
  sdkReducer,
  type SdkEvent,
  type SdkState,
} from './fb-sdk.ts';

describe('sdkReducer', () => {
  const run = (events: SdkEvent['type'][], from: SdkState = { status: 'not_loaded' }) =>
    events.reduce((s, type) => sdkReducer(s, { type } as SdkEvent), from);

  it('goes not loaded → loading → initialised', () => {
    expect(run(['start'])).toEqual({ status: 'loading' });
    expect(run(['start', 'initialised'])).toEqual({ status: 'initialised' });
  });

  it("ends in the spec's error texts", () => {
    expect(run(['start', 'load_failed'])).toEqual({ status: 'error', message: SDK_LOAD_ERROR });
    expect(run(['start', 'init_failed'])).toEqual({ status: 'error', message: SDK_INIT_ERROR });
    expect(SDK_LOAD_ERROR).toBe('Failed to load Facebook SDK');
    expect(SDK_INIT_ERROR).toBe('Failed to initialize Facebook SDK');
  });

  it('can try again after an error, but a late failure does not undo success', () => {
    expect(run(['start', 'load_failed', 'start'])).toEqual({ status: 'loading' });
    expect(run(['start', 'initialised', 'load_failed'])).toEqual({ status: 'initialised' });
    expect(run(['start', 'initialised', 'start'])).toEqual({ status: 'initialised' });
    expect(run(['initialised'])).toEqual({ status: 'not_loaded' });
  });
});

/** Just enough of window and document for the loader; the test fires the script's events itself. */
function fakePage(fb?: object) {
  const listeners: Record<string, () => void> = {};
  const script = {
    id: '',
    src: '',
    async: false,
    defer: false,
    crossOrigin: '',
    addEventListener: (name: string, fn: () => void) => void (listeners[name] = fn),
  };
  const appended: unknown[] = [];
  const old = { remove: vi.fn() };
  const doc = {
    getElementById: vi.fn(() => old),
    createElement: vi.fn(() => script),
    body: { appendChild: (node: unknown) => appended.push(node) },
  };
  const timers: (() => void)[] = [];
  const win: any = { FB: fb, setTimeout: (fn: () => void) => timers.push(fn), clearTimeout: vi.fn() };
  const events: string[] = [];
  const load = () =>
    loadFacebookSdk({ appId: '111', version: 'v23.0', dispatch: (e) => events.push(e.type), win, doc: doc as never });
  return { script, listeners, appended, old, win, events, timers, load };
}

describe('loadFacebookSdk', () => {
  it('injects sdk.js once and initialises v23.0 when it calls fbAsyncInit', () => {
    const page = fakePage();
    page.load();
    expect(page.appended).toEqual([page.script]);
    expect(page.script).toMatchObject({ id: SDK_SCRIPT_ID, src: SDK_SRC, async: true });
    expect(page.old.remove).toHaveBeenCalled();
    const init = vi.fn();
    page.win.FB = { init, login: vi.fn() };
    page.win.fbAsyncInit();
    page.listeners.load!();
    expect(init).toHaveBeenCalledWith({ appId: '111', autoLogAppEvents: true, xfbml: false, version: 'v23.0' });
    expect(init).toHaveBeenCalledTimes(1);
    expect(page.events).toEqual(['start', 'initialised']);
  });

  it('reports a script that cannot load (no network) once, even when the timeout fires later', () => {
    const page = fakePage();
    page.load();
    page.listeners.error!();
    page.timers[0]!();
    expect(page.events).toEqual(['start', 'load_failed']);
  });

  it('reports a load that never finishes as a load failure', () => {
    const page = fakePage();
    page.load();
    page.timers[0]!();
    expect(page.events).toEqual(['start', 'load_failed']);
  });

  it('reports FB.init throwing, or a script without FB, as an init failure', () => {
    const throwing = fakePage();
    throwing.load();
    throwing.win.FB = {
      init: () => {
        throw new Error('bad app id');
      },
      login: vi.fn(),
    };
    throwing.win.fbAsyncInit();
    expect(throwing.events).toEqual(['start', 'init_failed']);
    const empty = fakePage();
    empty.load();
    empty.listeners.load!();
    expect(empty.events).toEqual(['start', 'init_failed']);
  });

  it('initialises at once when FB is already on the page', () => {
    const init = vi.fn();
    const page = fakePage({ init, login: vi.fn() });
    page.load();
    expect(page.appended).toEqual([]);
    expect(page.events).toEqual(['start', 'initialised']);
  });
});
