// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar, AVATAR_FALLBACK_DELAY, initials } from './avatar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const img = () => document.querySelector('img') as HTMLImageElement;

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Amina Juma Hassan')).toBe('AH');
    expect(initials('  duka  ')).toBe('D');
    expect(initials('')).toBe('?');
    expect(initials('Ömer Çelik')).toBe('ÖÇ');
  });
});

describe('<Avatar />', () => {
  it('shows the initials only after 600 ms while the image loads', () => {
    render(<Avatar name="Amina Juma" src="/logo.png" />);
    expect(screen.getByRole('img', { name: 'Amina Juma' })).toBeTruthy();
    expect(screen.queryByText('AJ')).toBeNull();
    act(() => vi.advanceTimersByTime(AVATAR_FALLBACK_DELAY - 1));
    expect(screen.queryByText('AJ')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('AJ')).toBeTruthy();
    fireEvent.load(img());
    expect(screen.queryByText('AJ')).toBeNull();
    expect(img().className).not.toContain('invisible');
  });

  it('never shows the initials when the image loads in time', () => {
    render(<Avatar name="Amina Juma" src="/logo.png" />);
    fireEvent.load(img());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('AJ')).toBeNull();
  });

  it('shows the initials at once on error or without an image', () => {
    render(<Avatar name="Duka Chat" src="/broken.png" alt="Shop logo" />);
    fireEvent.error(img());
    expect(screen.getByText('DC')).toBeTruthy();
    expect(img()).toBeNull();
    expect(screen.getByRole('img', { name: 'Shop logo' })).toBeTruthy();
    cleanup();
    render(<Avatar name="Zawadi" src={null} />);
    expect(screen.getByText('Z')).toBeTruthy();
  });

  it('starts over when the src changes', () => {
    const { rerender } = render(<Avatar name="Amina" src="/a.png" />);
    fireEvent.error(img());
    expect(screen.getByText('A')).toBeTruthy();
    rerender(<Avatar name="Amina" src="/b.png" />);
    expect(screen.queryByText('A')).toBeNull();
    expect(img().getAttribute('src')).toBe('/b.png');
  });
});
