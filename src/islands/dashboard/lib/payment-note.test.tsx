// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $language } from '../../../i18n/language.ts';
import { NoteText } from './payment-note.tsx';

afterEach(() => {
  cleanup();
  $language.set('en');
});

// Issue 25: the order timeline and the debt history printed "sandbox mpesa SBXCD408…" unbroken,
// wider than a 360 px phone.
describe('a payment note on the timeline and in the debt history', () => {
  const note = 'sandbox mpesa SBXCD408F2A9B7E6D5C4B3A2F1E0D9C8';
  it('reads in words, in English and Swahili, and may break anywhere', () => {
    render(<NoteText note={note} />);
    const text = screen.getByText('Paid by M-Pesa · ref SBXCD408F2A9B7E6D5C4B3A2F1E0D9C8');
    expect(text.className).toContain('[overflow-wrap:anywhere]');
    cleanup();
    $language.set('sw');
    render(<NoteText note={note} />);
    expect(screen.getByText('Imelipwa kwa M-Pesa · kumb. SBXCD408F2A9B7E6D5C4B3A2F1E0D9C8')).toBeTruthy();
  });
  it('shows any other note as written', () => {
    render(<NoteText note="Customer collected at 5 pm" />);
    expect(screen.getByText('Customer collected at 5 pm')).toBeTruthy();
  });
});
