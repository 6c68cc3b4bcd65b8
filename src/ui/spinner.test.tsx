// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $language } from '../i18n/language.ts';
import { FullScreenSpinner, InnerSpinner } from './spinner.tsx';

afterEach(() => {
  cleanup();
  $language.set('en');
});

describe('spinners', () => {
  it("are a status named 'Loading...'", () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    cleanup();
    render(<InnerSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('speak Swahili and accept a label', () => {
    act(() => $language.set('sw'));
    render(<InnerSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Inapakia...');
    cleanup();
    render(<FullScreenSpinner label="Opening your shop" />);
    expect(screen.getByRole('status').textContent).toBe('Opening your shop');
  });
});
