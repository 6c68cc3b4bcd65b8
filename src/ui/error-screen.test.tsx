// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../i18n/language.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  $language.set('en');
});

function Boom(): never {
  throw new Error('render failed');
}

describe('<ErrorScreen />', () => {
  it("reads 'Something went wrong.' and Refresh reloads the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<ErrorScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('takes another refresh action and speaks Swahili', async () => {
    act(() => $language.set('sw'));
    const onRefresh = vi.fn();
    render(<ErrorScreen onRefresh={onRefresh} />);
    expect(screen.getByRole('heading').textContent).toBe('Hitilafu imetokea.');
    await userEvent.click(screen.getByRole('button', { name: 'Pakia upya' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});

describe('<ErrorBoundary />', () => {
  it('shows its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('shows the error screen when a child throws, and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());
  });

  it('renders a fallback function that can reset, and resets when resetKeys change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Maybe() {
      if (fail) throw new Error('once');
      return <p>recovered</p>;
    }
    function Page() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button onClick={() => setPath('/b')}>navigate</button>
          <ErrorBoundary resetKeys={[path]} fallback={({ reset }) => <button onClick={reset}>again</button>}>
            <Maybe />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    fail = false;
    await userEvent.click(screen.getByText('again'));
    expect(screen.getByText('recovered')).toBeTruthy();
    fail = true;
    cleanup();
    render(<Page />);
    expect(screen.getByText('again')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByText('navigate'));
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
