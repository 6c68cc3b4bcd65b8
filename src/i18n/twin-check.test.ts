import { describe, expect, it } from 'vitest';
import { compareTwins, describeIssues, findTwinIssues, placeholders, unexpectedIssues } from './twin-check.ts';

// Each way a Swahili reader can be let down, shown once on a small bad table, so that the twin
// tests over the real tables are known to catch it.
const problems = (value: unknown) => findTwinIssues(value).map((i) => `${i.path} ${i.problem}`);

describe('twin check', () => {
  it('passes a good pair, and a single word or a name left the same', () => {
    expect(
      problems({
        en: { hi: 'Hello {name}, welcome.', sku: 'SKU', brand: 'Duka Chat' },
        sw: { hi: 'Habari {name}, karibu.', sku: 'SKU', brand: 'Duka Chat' },
      }),
    ).toEqual([]);
  });

  it('finds a missing Swahili text, and one Swahili has but English has not', () => {
    expect(problems({ en: { a: 'Sign in', b: 'Sign out' }, sw: { a: 'Ingia', c: 'Toka' } })).toEqual([
      '$.b missing',
      '$.c extra',
    ]);
    expect(problems({ greeting: { en: 'Hello there' } })).toEqual(['$.greeting missing']);
  });

  it('finds an empty text in either language', () => {
    expect(problems({ en: { a: 'Sign in', b: ' ' }, sw: { a: '', b: 'Toka' } })).toEqual(['$.a empty', '$.b empty']);
  });

  it('finds a sentence left in English', () => {
    expect(problems({ en: { a: 'Order #{number} is complete.' }, sw: { a: 'Order #{number} is complete.' } })).toEqual([
      '$.a identical',
    ]);
  });

  it('finds a placeholder one language drops, renames or writes the other way', () => {
    expect(problems({ en: { a: 'Order #{number} is ready.' }, sw: { a: 'Oda yako iko tayari.' } })).toEqual([
      '$.a placeholders',
    ]);
    expect(problems({ en: { a: 'Welcome to {{shop_name}}.' }, sw: { a: 'Karibu {{jina}}.' } })).toEqual([
      '$.a placeholders',
    ]);
    expect(problems({ en: { a: 'Welcome to {{shop_name}}.' }, sw: { a: 'Karibu {shop_name}.' } })).toEqual([
      '$.a placeholders',
    ]);
    expect(placeholders('From {{min}} to {{ max }}, {count} left')).toEqual(['{count}', '{{max}}', '{{min}}']);
    expect(
      problems({
        en: { a: 'Orders start as {status}.' },
        sw: { a: 'Oda huanza kama {status}, hivyo {status} itumike.' },
      }),
    ).toEqual([]);
  });

  it('walks nested structures to every {en, sw} pair, lists included', () => {
    const flow = {
      nodes: [
        { data: { text: { en: 'Pick one', sw: 'Chagua moja' }, choices: [{ title: { en: 'My orders', sw: '' } }] } },
      ],
    };
    expect(problems(flow)).toEqual(['$.nodes.0.data.choices.0.title empty']);
  });

  it('lets a named exception through for its own problem only', () => {
    const issues = compareTwins('hint', 'WhatsApp → API Setup', 'WhatsApp → API Setup');
    expect(unexpectedIssues(issues, { hint: 'identical' })).toEqual([]);
    expect(unexpectedIssues(issues, { hint: 'placeholders' })).toHaveLength(1);
    expect(describeIssues(issues)).toEqual(['hint: identical | en: WhatsApp → API Setup | sw: WhatsApp → API Setup']);
  });
});
