// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const submit = () => act(() => fireEvent.submit(screen.getByTestId('contact-form')));

describe('contact form', () => {
  it('refuses bad input with a message per field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm lang="en" />);
    fill({ 'Full name': 'A', 'Email address': 'not-an-email', 'Phone number': '123', Message: 'short' });
    await submit();
    expect(screen.getByText(/Please enter your name/)).toBeTruthy();
    expect(screen.getByText(/valid email address/)).toBeTruthy();
    expect(screen.getByText(/valid phone number/)).toBeTruthy();
    expect(screen.getByText(/10 to 2000 characters/)).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts good input as JSON and thanks the visitor', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm lang="en" />);
    fill({
      'Full name': 'Asha Juma',
      'Email address': 'asha@example.com',
      'Phone number': '0754 123 456',
      Message: 'I would like a demo for my shop.',
    });
    await submit();
    await waitFor(() => expect(screen.getByTestId('contact-success')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Asha Juma',
      phone: '0754 123 456',
      website: '',
      lang: 'en',
    });
  });

  it('speaks Swahili on Swahili pages and shows the rate-limit message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    render(<ContactForm lang="sw" />);
    fill({
      'Jina kamili': 'Asha Juma',
      'Barua pepe': 'asha@example.com',
      'Namba ya simu': '0754123456',
      Ujumbe: 'Naomba maelezo zaidi.',
    });
    await submit();
    await waitFor(() => expect(screen.getByText(/Umetuma jumbe kadhaa/)).toBeTruthy());
  });

  it('shows the field the server refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'invalid_phone', field: 'phone' }), { status: 400 })),
    );
    render(<ContactForm lang="en" />);
    fill({
      'Full name': 'Asha Juma',
      'Email address': 'asha@example.com',
      'Phone number': '0754123456',
      Message: 'Hello there, a question.',
    });
    await submit();
    await waitFor(() => expect(screen.getByText(/valid phone number/)).toBeTruthy());
  });
});
