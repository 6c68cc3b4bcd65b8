import { describe, expect, it } from 'vitest';
import { campaignCreateSchema } from '../../../../lib/campaign-schemas.ts';
import { audienceOf, buildCampaign, emptyDraft, newFact } from './campaign-draft.ts';
import { checkSms, optOutTail } from './sms-count.ts';

// The create form's checks before the server's, and the body it sends (issue 27).

describe('checkSms: the live counter', () => {
  it('counts the text with the opt-out hint, GSM-7, one part', () => {
    const c = checkSms('Hello', 'en')!;
    expect(c.length).toBe(5 + 1 + optOutTail('en').length);
    expect(c).toMatchObject({ encoding: 'gsm7', parts: 1, unknown: [], tooLong: false });
  });

  it('counts variables as long values', () => {
    expect(checkSms('{name}', 'sw')!.length).toBe(20 + 1 + optOutTail('sw').length);
  });

  it('one emoji makes it UCS-2 with parts of 67', () => {
    const c = checkSms('a'.repeat(60) + '😀', 'en')!;
    expect(c.encoding).toBe('ucs2');
    expect(c.parts).toBe(Math.ceil(c.length / 67));
    expect(c.parts).toBeGreaterThan(1);
  });

  it('names unknown variables and refuses more than six parts', () => {
    expect(checkSms('Hi {price} {name}', 'en')!.unknown).toEqual(['price']);
    expect(checkSms('a'.repeat(153 * 6), 'en')!.tooLong).toBe(true);
    expect(checkSms('   ', 'en')).toBeNull();
  });
});

describe('buildCampaign', () => {
  it('asks for a name and a message on some channel', () => {
    const r = buildCampaign(emptyDraft(), null);
    expect(r.errors).toMatchObject({ name: { key: 'errName' }, message: { key: 'errNoMessage' } });
  });

  it('refuses an unknown variable under its text', () => {
    const r = buildCampaign({ ...emptyDraft(), name: 'x', sms_text_sw: 'Bei {bei}' }, null);
    expect(r.errors).toEqual({ sms_text_sw: { key: 'unknownVariable', params: { names: 'bei' } } });
  });

  it('wants every template value and whole numbers in the facts', () => {
    const r = buildCampaign(
      {
        ...emptyDraft(),
        name: 'x',
        whatsapp_template_id: '00000000-0000-4000-8000-000000000009',
        whatsapp_values: [{ variable: 'name', text: '' }],
        facts: [{ kind: 'owes_over', amount: 'lots', days: '30', target: '' }],
      },
      { variable_count: 2 },
    );
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(['fact_0_amount', 'value_1']);
  });

  it('makes a body the server schema accepts', () => {
    const r = buildCampaign(
      {
        ...emptyDraft(),
        name: ' Deni ',
        tags: 'vip, vip , wholesale',
        facts: [{ ...newFact('owes_over'), amount: '10,000', days: '30' }, newFact('no_order')],
        sms_text_sw: 'Habari {name}, lipa {amount_owed} hapa {link}',
      },
      null,
    );
    expect(r.errors).toBeNull();
    expect(r.body).toMatchObject({
      name: 'Deni',
      audience: {
        segment_id: null,
        tags: ['vip', 'vip', 'wholesale'],
        facts: [
          { kind: 'owes_over', amount: 10000, days: 30 },
          { kind: 'no_order', days: 30 },
        ],
      },
      whatsapp_template_id: null,
      whatsapp_values: [],
    });
    expect(campaignCreateSchema.safeParse(r.body).success).toBe(true);
  });

  it('the live count leaves out a half-typed fact', () => {
    const d = { ...emptyDraft(), tags: 'a, a', facts: [{ ...newFact('spent_over'), amount: '' }, newFact('no_order')] };
    expect(audienceOf(d)).toEqual({ segment_id: null, tags: ['a'], facts: [{ kind: 'no_order', days: 30 }] });
  });

  it('a bought condition names a product or a set; an order-page link its product', () => {
    const P = '00000000-0000-4000-8000-0000000000a1';
    const S = '00000000-0000-4000-8000-0000000000b1';
    const r = buildCampaign(
      {
        ...emptyDraft(),
        name: 'x',
        sms_text_en: 'Hi {link}',
        facts: [
          { ...newFact('bought'), target: `p:${P}` },
          { ...newFact('bought'), target: `s:${S}`, days: '7' },
          newFact('bought'),
        ],
        link_target: 'order_page',
        link_product_id: P,
      },
      null,
    );
    expect(r.body?.audience.facts).toEqual([
      { kind: 'bought', days: 30, product_id: P },
      { kind: 'bought', days: 7, product_set_id: S },
      { kind: 'bought', days: 30 },
    ]);
    expect(r.body?.link_product_id).toBe(P);
    expect(campaignCreateSchema.safeParse(r.body).success).toBe(true);
  });
});
