// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeSource } from '../../../../lib/contracts/knowledge.ts';
import { KNOWLEDGE_ERROR_CODES } from '../../../../lib/knowledge-schemas.ts';
import { knowledgeScreens as en } from '../../../../i18n/en/knowledge-screens.ts';
import { knowledgeScreens as sw } from '../../../../i18n/sw/knowledge-screens.ts';
import { translate } from '../../../../i18n/locales.ts';
import { userQuery } from '../../lib/session.ts';
import { KnowledgePage } from './knowledge-page.tsx';
import { errorWords } from './source-words.ts';

// The knowledge screen (issue 30): each source's state and error code in words, the unanswered
// question answered in one click, and what a member who may only read does not see.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = new Date().toISOString();
const source = (over: Partial<KnowledgeSource>): KnowledgeSource => ({
  id: '0190d1a0-0000-7000-8000-000000000001',
  kind: 'pdf',
  title: 'Price list',
  language: 'en',
  url: null,
  follow_links: false,
  max_pages: 1,
  recrawl: 'off',
  next_crawl_at: null,
  file_name: 'prices.pdf',
  file_bytes: 200_000,
  question: null,
  answer: null,
  state: 'indexed',
  error_code: null,
  error_detail: null,
  passage_count: 12,
  pages_crawled: 0,
  pages_skipped: [],
  last_indexed_at: NOW,
  created_at: NOW,
  updated_at: NOW,
  ...over,
});

const ADMIN = { is_admin: true };
const READER = [{ resource: 'chatflow', action: ['read'] }];

type Answer = (url: string, init?: RequestInit) => Response | undefined;

function open(answer: Answer, { permissions = ADMIN as unknown, path = '/dashboard/chatflow/knowledge' } = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    return answer(String(url), init) ?? Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <KnowledgePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const sourcesAnswer =
  (...sources: KnowledgeSource[]): Answer =>
  (url, init) =>
    url.endsWith('/api/knowledge/sources') && (init?.method ?? 'GET') === 'GET'
      ? Response.json({ sources })
      : undefined;

describe('error codes in words', () => {
  it('words every code the server may store, in English and Swahili', () => {
    for (const code of KNOWLEDGE_ERROR_CODES) {
      for (const dict of [en, sw]) {
        const words = errorWords(code, (key, params) => translate(dict, key, params));
        expect(words, code).not.toBe(dict.err_other);
        expect(words, code).not.toContain('err_');
      }
    }
    // A code from a newer server still reads as a sentence.
    expect(errorWords('some_new_code', (key) => translate(en, key))).toBe(en.err_other);
  });

  it('says a scanned PDF has no text, a failed page why, and each skipped page why', async () => {
    open(
      sourcesAnswer(
        source({
          id: '0190d1a0-0000-7000-8000-00000000000a',
          title: 'Menu scan',
          state: 'no_text',
          error_code: 'pdf_no_text',
          passage_count: 0,
        }),
        source({
          id: '0190d1a0-0000-7000-8000-00000000000b',
          title: 'Locked',
          state: 'failed',
          error_code: 'pdf_encrypted',
          passage_count: 0,
          last_indexed_at: null,
        }),
        source({
          id: '0190d1a0-0000-7000-8000-00000000000c',
          kind: 'url',
          title: 'Our site',
          url: 'https://shop.example/',
          follow_links: true,
          max_pages: 2,
          recrawl: 'weekly',
          file_name: null,
          file_bytes: null,
          passage_count: 7,
          pages_crawled: 2,
          pages_skipped: [
            { url: 'https://shop.example/big', reason: 'too_large' },
            { url: 'https://shop.example/more', reason: 'max_pages' },
          ],
        }),
        source({
          id: '0190d1a0-0000-7000-8000-00000000000d',
          kind: 'url',
          title: 'Slow',
          url: 'https://slow.example/',
          file_name: null,
          state: 'failed',
          error_code: 'timeout',
          passage_count: 0,
        }),
      ),
    );
    const scan = await screen.findByTestId('knowledge-source-0190d1a0-0000-7000-8000-00000000000a');
    expect(within(scan).getByTestId('source-state').textContent).toBe('No text found');
    expect(within(scan).getByTestId('source-problem').textContent).toContain(
      'This PDF has no text — it looks like a scan',
    );

    const locked = screen.getByTestId('knowledge-source-0190d1a0-0000-7000-8000-00000000000b');
    expect(within(locked).getByTestId('source-state').textContent).toBe('Could not be read');
    expect(within(locked).getByTestId('source-problem').textContent).toContain('locked with a password');
    expect(locked.textContent).toContain('Not read yet');

    const site = screen.getByTestId('knowledge-source-0190d1a0-0000-7000-8000-00000000000c');
    expect(site.textContent).toContain('7 passages found · 2 pages read · 2 pages skipped');
    expect(site.textContent).toContain('Follows links on the same site, up to 2 pages · Read again: every week');
    expect(site.textContent).toContain('Last read just now');
    expect(site.textContent).toContain('It is too large to read');
    expect(site.textContent).toContain('Over the limit of pages to read.');

    const slow = screen.getByTestId('knowledge-source-0190d1a0-0000-7000-8000-00000000000d');
    expect(within(slow).getByTestId('source-problem').textContent).toContain('did not answer within 10 seconds');
  });

  it('shows a source being read, and asks again until it is done', async () => {
    let calls = 0;
    open((url, init) => {
      if (!url.endsWith('/api/knowledge/sources') || (init?.method ?? 'GET') !== 'GET') return undefined;
      calls += 1;
      return Response.json({
        sources: [source(calls === 1 ? { state: 'indexing', passage_count: 0, last_indexed_at: null } : {})],
      });
    });
    expect((await screen.findByTestId('source-state')).textContent).toBe('Being read now');
    expect(screen.getByText('This list updates itself until reading is done.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('source-state').textContent).toBe('Ready'), { timeout: 6000 });
    expect(screen.getByText('12 passages found')).toBeTruthy();
  }, 10_000);

  it('says there is nothing yet, and a failed read offers Retry', async () => {
    open(sourcesAnswer());
    expect(await screen.findByText('No knowledge yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a PDF' })).toBeTruthy();
    cleanup();
    open((url) =>
      url.endsWith('/sources') ? Response.json({ code: 'internal', message: 'boom' }, { status: 500 }) : undefined,
    );
    expect(await screen.findByText('Your knowledge could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const UNANSWERED_PATH = '/dashboard/chatflow/knowledge?tab=unanswered';
const question = {
  id: '0190d1a0-0000-7000-8000-0000000000a1',
  question: 'Do you deliver to Arusha?',
  language: 'en',
  count: 3,
  last_asked_at: NOW,
  conversation_id: '0190d1a0-0000-7000-8000-0000000000c1',
};

describe('unanswered questions', () => {
  it('answers one in one click: the answer typed inline becomes a Q&A entry', async () => {
    let answered = false;
    const fetch = open(
      (url, init) => {
        if (url.endsWith('/api/knowledge/unanswered')) return Response.json({ questions: answered ? [] : [question] });
        if (url.endsWith(`/unanswered/${question.id}/answer`) && init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { answer: string };
          if (body.answer.includes('<'))
            return Response.json(
              { code: 'validation', message: 'The answer may not hold markup.', field: 'answer' },
              { status: 400 },
            );
          answered = true;
          return Response.json(source({ kind: 'qa', question: question.question, answer: body.answer }), {
            status: 201,
          });
        }
        return undefined;
      },
      { path: UNANSWERED_PATH },
    );
    const row = await screen.findByTestId(`unanswered-${question.id}`);
    expect(row.textContent).toContain('Asked 3 times');
    fireEvent.click(within(row).getByRole('button', { name: 'Answer' }));
    const box = within(row).getByLabelText('Your answer to "Do you deliver to Arusha?"');
    // Empty: the shared schema refuses it before anything is sent.
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    expect(await within(row).findByText('Fill this in.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // The server's refusal shows under the field.
    fireEvent.change(box, { target: { value: '<b>Yes</b>' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    expect(await within(row).findByText('The answer may not hold markup.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Yes, in 2 days, TZS 10,000.' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    await screen.findByText('No unanswered questions');
    const post = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ answer: 'Yes, in 2 days, TZS 10,000.', language: 'en' });
  });

  it('dismisses one', async () => {
    const fetch = open(
      (url, init) =>
        url.endsWith('/api/knowledge/unanswered')
          ? Response.json({ questions: [question] })
          : url.endsWith('/dismiss') && init?.method === 'POST'
            ? new Response(null, { status: 204 })
            : undefined,
      { path: UNANSWERED_PATH },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/unanswered/${question.id}/dismiss`))).toBe(true),
    );
  });
});

describe('a member who may only read', () => {
  const qa = source({
    id: '0190d1a0-0000-7000-8000-0000000000e1',
    kind: 'qa',
    title: 'Opening hours',
    question: 'When are you open?',
    answer: 'Every day 8 to 20.',
    file_name: null,
  });
  const pdf = source({});

  it('sees the sources and their passages, but nothing that changes them', async () => {
    open(sourcesAnswer(pdf, qa), { permissions: READER });
    await screen.findByText('Price list');
    expect(
      screen.getByText('You can look at this knowledge; changing it needs the chat flow update permission.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passages' })).toBeTruthy();
    for (const name of ['Add a PDF', 'Add a web page', 'Add a question', 'Edit', 'Read again', 'Delete'])
      expect(screen.queryByRole('button', { name }), name).toBeNull();
  });

  it('sees unanswered questions without Answer or Dismiss', async () => {
    open((url) => (url.endsWith('/unanswered') ? Response.json({ questions: [question] }) : undefined), {
      permissions: READER,
      path: UNANSWERED_PATH,
    });
    await screen.findByText('Do you deliver to Arusha?');
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('sees the phrasing settings greyed, with no Save or Test', async () => {
    open(
      (url) =>
        url.endsWith('/api/knowledge/settings')
          ? Response.json({ phrasing_enabled: false, endpoint_url: '', model: '', key_set: true, updated_at: null })
          : undefined,
      { permissions: READER, path: '/dashboard/chatflow/knowledge?tab=phrasing' },
    );
    const box = await screen.findByLabelText('Word answers with a language model');
    // The fieldset around the form's controls is disabled: none of them can be changed.
    expect(box.closest('fieldset')!.disabled).toBe(true);
    expect(screen.getByText('Key saved. Type a new one to replace it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
  });

  it('an editor sees every action', async () => {
    open(sourcesAnswer(pdf, qa));
    await screen.findByText('Price list');
    for (const name of ['Add a PDF', 'Add a web page', 'Add a question', 'Read again'])
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });
});
