// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../i18n/language.ts';
import { ErrorBlock } from './error-block.tsx';

afterEach(() => {
  cleanup();
  $language.set('en');
});

describe('<ErrorBlock />', () => {
  it('shows the message and a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorBlock message="Failed to load shop" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load shop');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes a retry label and icon, and has no button without onRetry', () => {
    render(<ErrorBlock message="Oops" icon={<span data-testid="icon" />} onRetry={() => {}} retryLabel="Load again" />);
    expect(screen.getByRole('button', { name: 'Load again' })).toBeTruthy();
    expect(screen.getByTestId('icon')).toBeTruthy();
    cleanup();
    render(<ErrorBlock message="Oops" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a busy button while retrying and translates the default label', () => {
    act(() => $language.set('sw'));
    render(<ErrorBlock message="Imeshindikana" onRetry={() => {}} retrying />);
    const button = screen.getByRole('button', { name: 'Jaribu tena' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
