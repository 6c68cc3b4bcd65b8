// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../i18n/language.ts';
import { Toaster } from './toaster.tsx';
import {
  $toasts,
  dismiss,
  resetToasts,
  toast,
  TOAST_DEFAULT_DURATION,
  TOAST_REMOVE_DELAY,
  updateToast,
} from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  $language.set('en');
});

const viewport = (position: string) => document.querySelector(`ol[data-position="${position}"]`) as HTMLElement;
const card = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast store', () => {
  it('keeps at most 5, newest first, dropping closed ones before open ones', () => {
    const ids = Array.from({ length: 5 }, (_, i) => toast({ title: `t${i}` }));
    dismiss(ids[4]); // the newest one is closed: it goes first, the older open ones stay
    toast({ title: 't5' });
    expect($toasts.get().map((t) => t.title)).toEqual(['t5', 't3', 't2', 't1', 't0']);
    expect($toasts.get().every((t) => t.open)).toBe(true);
    toast({ title: 't6' });
    expect($toasts.get().map((t) => t.title)).toEqual(['t6', 't5', 't3', 't2', 't1']);
  });

  it('applies defaults, updates in place and dismisses all without an id', () => {
    const id = toast({ title: 'Saving' });
    expect($toasts.get()[0]).toMatchObject({ id, variant: 'default', duration: 5000, position: 'top', open: true });
    updateToast(id, { title: 'Saved', variant: 'success', description: undefined });
    expect($toasts.get()[0]).toMatchObject({ title: 'Saved', variant: 'success', duration: 5000 });
    toast({ title: 'other' });
    dismiss();
    expect($toasts.get().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect($toasts.get()).toEqual([]);
  });
});

describe('<Toaster />', () => {
  it('shows toasts newest first in the top viewport by default, in a labelled region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More text' });
    });
    const items = within(viewport('top')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['SecondMore text', 'First']);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(viewport('top').getAttribute('aria-live')).toBe('polite');
  });

  it('renders a toast in its own position viewport', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Access Denied', variant: 'danger', position: 'bottom-right' }));
    expect(within(viewport('bottom-right')).getByText('Access Denied')).toBeTruthy();
    expect(within(viewport('top')).queryByText('Access Denied')).toBeNull();
    expect(card('Access Denied').dataset.variant).toBe('danger');
  });

  it('never shows more than 5', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 0; i < 7; i++) toast({ title: `n${i}` });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('n1')).toBeNull();
  });

  it('closes after its duration (5000 ms by default) and is removed after 1,000,000 ms', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    advance(TOAST_DEFAULT_DURATION - 1);
    expect(screen.queryByText('Hello')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Hello')).toBeNull();
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]!.open).toBe(false);
    advance(TOAST_REMOVE_DELAY);
    expect($toasts.get()).toHaveLength(0);
  });

  it('honours a custom duration and Infinity', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Short', duration: 3000 });
      toast({ title: 'Sticky', duration: Infinity });
    });
    advance(3000);
    expect(screen.queryByText('Short')).toBeNull();
    advance(60_000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });

  it('pauses while hovered and resumes with the time left', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hover me' }));
    advance(3000);
    fireEvent.pointerEnter(card('Hover me'));
    advance(20_000);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.pointerLeave(card('Hover me'));
    advance(1999);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('pauses while focused', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Focus me' }));
    act(() => card('Focus me').focus());
    advance(20_000);
    expect(screen.queryByText('Focus me')).not.toBeNull();
    act(() => card('Focus me').blur());
    advance(TOAST_DEFAULT_DURATION);
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('closes on Escape and on the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two' });
    });
    fireEvent.keyDown(card('One'), { key: 'Escape' });
    expect(screen.queryByText('One')).toBeNull();
    fireEvent.click(within(card('Two')).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('closes on a swipe of 50 px or more, not on a shorter one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe' }));
    const li = card('Swipe');
    fireEvent.pointerDown(li, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(li, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(li, { clientX: 130, pointerId: 1 });
    expect(screen.queryByText('Swipe')).not.toBeNull();
    fireEvent.pointerDown(li, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(li, { clientX: 50, pointerId: 1 });
    fireEvent.pointerUp(li, { clientX: 50, pointerId: 1 });
    expect(screen.queryByText('Swipe')).toBeNull();
  });

  it('focuses the region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('speaks Swahili', () => {
    act(() => $language.set('sw'));
    render(<Toaster />);
    act(() => void toast({ title: 'Habari' }));
    expect(screen.getByRole('region', { name: 'Arifa (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Funga arifa' })).toBeTruthy();
  });
});

describe('toasts on a phone with a sheet open', () => {
  it('go to the top while a modal is open, and back to the bottom after', () => {
    render(<Toaster />);
    const region = () => screen.getByRole('region');
    const sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    document.body.append(sheet);
    act(() => void toast({ title: 'Invitation sent' }));
    expect(region().hasAttribute('data-over-sheet')).toBe(true);
    sheet.remove();
    act(() => void toast({ title: 'Saved' }));
    expect(region().hasAttribute('data-over-sheet')).toBe(false);
  });
});
