// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedEventsNotice } from './failed-events-notice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(items: unknown[]) {
  const fetch = vi.fn((_url: string) => Promise.resolve(Response.json({ items, next_cursor: null })));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FailedEventsNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('failed incoming events on the home page', () => {
  it('tells the merchant and links to the failed events in the webhook logs', async () => {
    const fetch = renderWith([{ id: 'x' }]);
    expect((await screen.findByRole('status')).textContent).toContain('could not be processed');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard/webhook-logs?direction=in&status=failed');
    expect(String(fetch.mock.calls[0]![0])).toContain('status=failed');
  });

  it('says nothing when every event went through', async () => {
    const fetch = renderWith([]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
