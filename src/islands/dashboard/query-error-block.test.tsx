// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './lib/api.ts';
import { QueryErrorBlock } from './query-error-block.tsx';

afterEach(cleanup);

describe('a failed read', () => {
  it('refused (403): says so in words, who can grant it, and offers no Retry', () => {
    const error = new ApiError(
      403,
      { code: 'permission_denied', message: 'You do not have permission to view Customers.' },
      'Forbidden',
    );
    render(<QueryErrorBlock error={error} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Access Denied');
    expect(alert.textContent).toContain('You do not have permission to view Customers.');
    expect(alert.textContent).toContain('Ask the shop owner');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('any other failure: its message and a Retry', () => {
    render(
      <QueryErrorBlock
        error={new ApiError(500, { message: 'Something went wrong on our side.' }, 'Error')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
