// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsKeys } from '../query-keys.ts';
import { LiveBadge } from './live-badge.tsx';
import { LIVE_BATCH_MS, LIVE_URL, useAnalyticsLive } from './use-analytics-live.ts';

/** Just enough of EventSource to drive the hook: the test opens, fails and sends events. */
class FakeSource {
  static CLOSED = 2;
  static last: FakeSource;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.last = this;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
  close() {
    this.closed = true;
  }
}

const HOME_ALSO = [['dashboard', 'summary']];

function Probe({ also }: { also?: typeof HOME_ALSO }) {
  return <LiveBadge status={useAnalyticsLive(also)} />;
}

function mount(also?: typeof HOME_ALSO) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <Probe also={also} />
    </QueryClientProvider>,
  );
  return { invalidate, view, client };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live analytics stream', () => {
  it('says Live once open and Reconnecting when the stream drops', () => {
    mount();
    expect(FakeSource.last.url).toBe(LIVE_URL);
    expect(screen.getByTestId('live-badge').textContent).toContain('Connecting');
    act(() => FakeSource.last.onopen!());
    expect(screen.getByTestId('live-badge').textContent).toContain('Live');
    act(() => FakeSource.last.onerror!());
    expect(screen.getByTestId('live-badge').textContent).toContain('Reconnecting');
  });

  it('turns a burst of changes into one refresh of the analytics queries, within the batch time', () => {
    const { invalidate } = mount();
    act(() => FakeSource.last.onopen!());
    act(() => {
      FakeSource.last.emit('change');
      vi.advanceTimersByTime(100);
      FakeSource.last.emit('change');
      vi.advanceTimersByTime(100);
      FakeSource.last.emit('change');
    });
    expect(invalidate).not.toHaveBeenCalled();
    // Measured from the first event: later ones do not push the refresh back.
    act(() => vi.advanceTimersByTime(LIVE_BATCH_MS - 200));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: analyticsKeys.all });
    act(() => {
      FakeSource.last.emit('change');
      vi.advanceTimersByTime(LIVE_BATCH_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("refreshes the caller's other queries with the analytics ones (the home card's latest orders)", () => {
    const { invalidate, view, client } = mount(HOME_ALSO);
    act(() => FakeSource.last.onopen!());
    act(() => {
      FakeSource.last.emit('change');
      vi.advanceTimersByTime(LIVE_BATCH_MS);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: analyticsKeys.all },
      { queryKey: ['dashboard', 'summary'] },
    ]);
    // A re-render with the same list keeps the stream open.
    const source = FakeSource.last;
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe also={HOME_ALSO} />
      </QueryClientProvider>,
    );
    expect(source.closed).toBe(false);
  });

  it('reads everything again after a reconnect, and opens a stream the browser gave up on later', () => {
    const { invalidate, view } = mount();
    const first = FakeSource.last;
    act(() => first.onopen!());
    expect(invalidate).not.toHaveBeenCalled();
    act(() => first.onerror!());
    act(() => first.onopen!());
    expect(invalidate).toHaveBeenCalledTimes(1);

    // An error answer instead of a stream: the browser stops; the hook tries again after 30 s.
    first.readyState = FakeSource.CLOSED;
    act(() => first.onerror!());
    expect(first.closed).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(FakeSource.last).not.toBe(first);
    view.unmount();
    expect(FakeSource.last.closed).toBe(true);
  });
});
