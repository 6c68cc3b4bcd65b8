// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useListParams } from './use-list-params.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The hook as an orders-like screen uses it, plus where the URL went and how (push or replace).
function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListParams(['status', 'q', 'from'], { status: 'all' }),
      search: useLocation().search,
      how: useNavigationType(),
    }),
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads filters, defaults and the page from the URL', () => {
    const { result } = setup('/orders?q=juma&page=3');
    expect(result.current.list.values).toEqual({ status: 'all', q: 'juma', from: undefined });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.text).toBe('juma');
    expect(result.current.list.filtered).toBe(true);
  });

  it('a default or a nonsense page is no filter and page 1', () => {
    const { result } = setup('/orders?page=abc');
    expect(result.current.list.filtered).toBe(false);
    expect(result.current.list.page).toBe(1);
  });

  it('a new filter goes back to page 1 and replaces the history entry; its default leaves the URL', () => {
    const { result } = setup('/orders?page=2&log=x');
    act(() => result.current.list.setFilter('status', 'paid'));
    expect(result.current.search).toBe('?log=x&status=paid');
    expect(result.current.how).toBe('REPLACE');
    act(() => result.current.list.setFilter('status', 'all'));
    expect(result.current.search).toBe('?log=x');
  });

  it('turning a page adds a history entry and keeps the filters', () => {
    const { result } = setup('/orders?status=paid');
    act(() => result.current.list.setPage(2));
    expect(result.current.search).toBe('?status=paid&page=2');
    expect(result.current.how).toBe('PUSH');
  });

  it('reset clears filters, search box and page but keeps other keys', () => {
    const { result } = setup('/orders?status=paid&q=juma&page=2&log=x');
    act(() => result.current.list.reset());
    expect(result.current.search).toBe('?log=x');
    expect(result.current.list.text).toBe('');
    expect(result.current.list.filtered).toBe(false);
  });

  it('typing reaches the URL after a pause, once', () => {
    vi.useFakeTimers();
    const { result } = setup('/orders?page=2');
    act(() => result.current.list.setText('ju'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS / 2));
    act(() => result.current.list.setText('juma '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('?q=juma');
  });
});
