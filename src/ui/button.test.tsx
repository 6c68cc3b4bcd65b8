// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

afterEach(cleanup);

describe('<Button />', () => {
  it('is a type=button with the variant and size classes', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" size="sm" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('danger');
    expect(button.className).toContain('bg-red-600');
    expect(button.className).toContain('disabled:opacity-40');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading, keeping its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading type="submit" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes its classes for links', () => {
    expect(buttonClasses({ variant: 'secondary', className: 'w-full' })).toMatch(/border-slate-300.*w-full$/);
  });
});

describe('<EmptyState />', () => {
  it('shows title, description and action', () => {
    render(
      <EmptyState
        title="No orders yet"
        description="Orders from WhatsApp show here."
        action={<Button>Share your shop</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByText('Orders from WhatsApp show here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share your shop' })).toBeTruthy();
  });
});
