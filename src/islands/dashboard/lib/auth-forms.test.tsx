// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setUnauthorizedHandler } from './api.ts';
import { LoginForm } from './auth-forms.tsx';

// Issue 12: a wrong password at sign-in is a 401 too, but it must not be taken for an ended
// session (which clears everything and goes to the marketing home): the form says what went wrong.
let sessionEnded: Mock<() => void>;
beforeEach(() => {
  sessionEnded = vi.fn<() => void>();
  setUnauthorizedHandler(sessionEnded);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(body, { status }))),
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <LoginForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('sign-in form', () => {
  it('shows a wrong password on the form, keeps the e-mail, and does not end the session', async () => {
    answer(401, { code: 'invalid_credentials', message: 'Wrong email or password.', requestId: 'r1' });
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText(/email/i), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: /log in|sign in|ingia/i }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect((screen.getByLabelText(/email/i) as HTMLInputElement).value).toBe('asha@example.com');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says so when sign-in is refused for too many attempts', async () => {
    answer(429, { code: 'too_many_attempts', message: 'Too many attempts. Try again in 15 minutes.', requestId: 'r2' });
    renderForm();
    await userEvent.type(screen.getByLabelText(/email/i), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: /log in|sign in|ingia/i }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
