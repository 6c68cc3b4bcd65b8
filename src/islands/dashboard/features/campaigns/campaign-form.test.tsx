// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignFormPage } from './campaign-form-page.tsx';
import { optOutTail } from './sms-count.ts';

// The create form (issue 27): the SMS counter as the customer gets it, the checks before anything
// is sent, the live audience count with who is left out and why, and the draft saved then previewed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000c1';
const count = {
  matched: 12,
  reachable: 8,
  whatsapp: 5,
  sms: 3,
  left_out: { opted_out: 3, no_consent: 1, no_channel: 0, no_number: 0, capped: 0 },
};

const TEMPLATE = '00000000-0000-4000-8000-0000000000d1';
const template = {
  id: TEMPLATE,
  name: 'ofa_desemba',
  language: 'sw',
  status: 'APPROVED',
  body: 'Habari {{1}}, ofa ya {{2}}',
  variable_count: 2,
  sendable: true,
};

function open(templates: unknown[] | null = null) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (u.includes('/api/whatsapp-templates'))
      return templates
        ? Response.json({ items: templates, waba_id: '1' })
        : Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
    if (u.includes('/api/segments')) return Response.json([]);
    if (u.includes('/api/campaigns/audience/count')) return Response.json(count);
    if (u.endsWith('/api/campaigns') && init?.method === 'POST')
      return Response.json({ id: ID, ...JSON.parse(String(init.body)) }, { status: 201 });
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/marketing/sms/campaign/create']}>
        <Routes>
          <Route path="/dashboard/marketing/sms/campaign/create" element={<CampaignFormPage />} />
          <Route path="/dashboard/marketing/sms/campaign/preview" element={<p>the preview page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = () => fetch.mock.calls.filter(([u, i]) => i?.method === 'POST' && String(u).endsWith('/api/campaigns'));
  return { fetch, posts };
}

const sw = () => screen.getByLabelText('Text in Swahili') as HTMLTextAreaElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const counter = () => screen.getByTestId('sms-counter-sw').textContent;

describe('the SMS counter', () => {
  it('counts the text with the opt-out hint: characters, GSM-7, parts', () => {
    open();
    expect(screen.queryByTestId('sms-counter-sw')).toBeNull();
    type(sw(), 'Habari');
    // "Habari" + new line + "Jibu ACHA kusitisha" + the opt-out link, as the server writes them.
    const length = 6 + 1 + optOutTail('sw').length;
    expect(length).toBeLessThanOrEqual(160);
    expect(counter()).toContain(`${length} characters · GSM-7 · 1 SMS per customer`);
    expect(counter()).toContain(`${160 - length} characters left in this SMS`);
  });

  it('one emoji makes it Unicode, and says why', () => {
    open();
    type(sw(), 'Ofa 🎉');
    expect(counter()).toContain('Unicode (UCS-2)');
    expect(counter()).toContain('70 characters instead of 160');
  });

  it('a long text goes in several parts of 153', () => {
    open();
    type(sw(), 'a'.repeat(150));
    const length = 150 + 1 + optOutTail('sw').length;
    expect(counter()).toContain(`${length} characters · GSM-7 · ${Math.ceil(length / 153)} SMS per customer`);
  });

  it('the variable buttons put the variable in the text, counted long', () => {
    open();
    type(sw(), 'Habari ');
    fireEvent.click(screen.getAllByRole('button', { name: /Customer’s name/ })[0]!);
    expect(sw().value).toBe('Habari {name}');
    expect(counter()).toContain(`${7 + 20 + 1 + optOutTail('sw').length} characters`);
  });
});

describe('checks before saving', () => {
  it('an empty form: a name and a message are asked for, nothing is sent', async () => {
    const page = open();
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('Give the campaign a name.')).toBeTruthy();
    expect(screen.getByText('Write an SMS text or choose a WhatsApp template.')).toBeTruthy();
    expect(screen.getByText('Fix the marked fields first.')).toBeTruthy();
    expect(page.posts()).toHaveLength(0);
  });

  it('an unknown variable is named under its text, nothing is sent', async () => {
    const page = open();
    type(screen.getByLabelText(/Campaign name/), 'Ofa');
    type(sw(), 'Bei {bei} tu');
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('Unknown variable: bei. Use the Insert buttons.')).toBeTruthy();
    expect(page.posts()).toHaveLength(0);
  });

  it('a condition with no amount is marked', async () => {
    const page = open();
    type(screen.getByLabelText(/Campaign name/), 'Deni');
    type(sw(), 'Habari {name}');
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    expect(page.posts()).toHaveLength(0);
  });
});

describe('the live audience count', () => {
  it('says how many get it, on which channel, and who is left out and why', async () => {
    open();
    const box = await screen.findByText('8 of 12 customers will get it', undefined, { timeout: 3000 });
    expect(box).toBeTruthy();
    const text = screen.getByTestId('audience-count').textContent;
    expect(text).toContain('5 on WhatsApp, 3 by SMS');
    expect(text).toContain('3 opted out');
    expect(text).toContain('1 never agreed to offers');
    expect(text).not.toContain('without a number');
  });
});

describe('saving', () => {
  it('without templates the picker says so and links to them', async () => {
    open();
    expect((await screen.findByTestId('no-templates')).textContent).toContain('No approved templates yet.');
    expect(screen.getByRole('link', { name: 'WhatsApp templates' }).getAttribute('href')).toBe(
      '/dashboard/marketing/whatsapp/templates',
    );
  });

  it('a valid draft is saved and the preview opens', async () => {
    const page = open();
    type(screen.getByLabelText(/Campaign name/), 'Deni la Desemba');
    type(sw(), 'Habari {name}, deni lako ni {amount_owed}. Lipa: {link}');
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    type(screen.getByLabelText('Amount (TZS)'), '10,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('the preview page')).toBeTruthy();
    expect(page.posts()).toHaveLength(1);
    const body = JSON.parse(String(page.posts()[0]![1]!.body));
    expect(body).toMatchObject({
      name: 'Deni la Desemba',
      sms_text_sw: 'Habari {name}, deni lako ni {amount_owed}. Lipa: {link}',
      sms_text_en: '',
      audience: { segment_id: null, tags: [], facts: [{ kind: 'owes_over', amount: 10000, days: 30 }] },
      whatsapp_template_id: null,
      send_from: '09:00',
      send_until: '21:00',
    });
  });
});

describe('the WhatsApp template', () => {
  it('only sendable templates are offered; each {{n}} needs a value; the values are sent in order', async () => {
    const page = open([
      template,
      { ...template, id: '00000000-0000-4000-8000-0000000000d2', name: 'pending_one', sendable: false },
    ]);
    const picker = (await screen.findByRole('option', { name: 'ofa_desemba (sw)' })).closest('select')!;
    expect(screen.queryByRole('option', { name: 'pending_one (sw)' })).toBeNull();
    fireEvent.change(picker, { target: { value: TEMPLATE } });
    expect(screen.getByText('Habari {{1}}, ofa ya {{2}}')).toBeTruthy();
    type(screen.getByLabelText(/Campaign name/), 'Ofa');
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect((await screen.findAllByText('Fill every value of the template.')).length).toBe(2);
    expect(page.posts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Value 1/), { target: { value: 'name' } });
    type(screen.getByLabelText('Text for value 2'), 'Desemba');
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('the preview page')).toBeTruthy();
    const body = JSON.parse(String(page.posts()[0]![1]!.body));
    expect(body).toMatchObject({
      whatsapp_template_id: TEMPLATE,
      whatsapp_values: [{ variable: 'name' }, { text: 'Desemba' }],
      fallback_after_minutes: 60,
      sms_text_sw: '',
    });
  });
});
