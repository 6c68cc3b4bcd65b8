// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../../../i18n/language.ts';
import { ApiError } from './api.ts';
import { ListState, type ListQuery } from './list-state.tsx';

afterEach(() => {
  cleanup();
  act(() => $language.set('en'));
});

type Page = { items: string[]; total: number; page: number };
const query = (over: Partial<ListQuery<Page>>): ListQuery<Page> => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});
const page = (items: string[], total = items.length): Page => ({ items, total, page: 1 });

function show(
  q: ListQuery<Page>,
  props: { filtered?: boolean; onClearFilters?: () => void; onPage?: (p: number) => void } = {},
) {
  return render(
    <ListState
      query={q}
      isEmpty={(d) => d.total === 0}
      empty={{ title: 'No orders yet', action: <a href="/new">Add order</a> }}
      filtered={props.filtered}
      onClearFilters={props.onClearFilters}
      count={(d) => `${d.total} orders`}
      paging={(d) => ({ page: d.page, total: d.total, pageSize: 2, onPage: props.onPage ?? (() => {}) })}
    >
      {(d) => (
        <ul>
          {d.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
}

describe('ListState', () => {
  it('loading: a polite status', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('a failed first read: its message and a Retry that asks again', () => {
    const q = query({ error: new ApiError(500, { message: 'The server is down.' }, 'Error') });
    show(q);
    expect(screen.getByRole('alert').textContent).toContain('The server is down.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('a refusal: Access Denied in words and no Retry', () => {
    show(query({ error: new ApiError(403, { message: 'You do not have permission to view Orders.' }, 'Forbidden') }));
    expect(screen.getByRole('alert').textContent).toContain('Access Denied');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed refresh keeps the rows already shown', () => {
    show(query({ data: page(['#1']), error: new Error('offline') }));
    expect(screen.getByText('#1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('nothing yet: the empty state with its action', () => {
    show(query({ data: page([]) }));
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add order' })).toBeTruthy();
  });

  it('nothing matching the filters: says so and clears them', () => {
    const onClearFilters = vi.fn();
    show(query({ data: page([]) }), { filtered: true, onClearFilters });
    expect(screen.getByRole('heading', { name: 'Nothing matches these filters.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No orders yet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('in Swahili too', () => {
    act(() => $language.set('sw'));
    show(query({ data: page([]) }), { filtered: true, onClearFilters: () => {} });
    expect(screen.getByRole('heading', { name: 'Hakuna kinacholingana na vichujio hivi.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ondoa vichujio' })).toBeTruthy();
  });

  it('rows: the count, the rows and a pager; a page still loading is dimmed', () => {
    const onPage = vi.fn();
    const { container } = show(query({ data: page(['#1', '#2'], 5), isPlaceholderData: true }), { onPage });
    expect(screen.getByText('5 orders')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(container.querySelector('.opacity-60')).not.toBeNull();
  });
});
