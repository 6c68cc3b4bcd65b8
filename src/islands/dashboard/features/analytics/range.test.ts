import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../../../../lib/analytics-schemas.ts';
import { DEFAULT_QUERY, rangeFromParams, rangeToParams } from './range.ts';

const read = (search: string) => rangeFromParams(new URLSearchParams(search));

describe('the period in the URL', () => {
  it('reads each named range and defaults to the last 7 days', () => {
    expect(read('')).toEqual({ range: '7d' });
    expect(read('range=today')).toEqual({ range: 'today' });
    expect(read('range=last_month')).toEqual({ range: 'last_month' });
  });

  it('keeps the dates of a custom range only', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-15')).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(read('range=30d&from=2026-11-01&to=2026-11-15')).toEqual({ range: '30d' });
  });

  it('falls back to the default for a link the server would refuse', () => {
    expect(read('range=forever')).toEqual({ range: '7d' });
    expect(read('range=custom&from=2026-11-01')).toEqual({ range: '7d' });
    expect(read('range=custom&from=2026-11-15&to=2026-11-01')).toEqual({ range: '7d' });
    expect(read('range=custom&from=2026-13-01&to=2026-13-02')).toEqual({ range: '7d' });
  });

  it('writes the range back, leaving the default out and keeping other params', () => {
    expect(rangeToParams({ range: '7d' }).toString()).toBe('');
    expect(
      rangeToParams(
        { range: 'yesterday' },
        new URLSearchParams('range=custom&from=2026-11-01&to=2026-11-02&x=1'),
      ).toString(),
    ).toBe('x=1&range=yesterday');
    expect(rangeToParams({ range: 'custom', from: '2026-11-01', to: '2026-11-02' }).toString()).toBe(
      'range=custom&from=2026-11-01&to=2026-11-02',
    );
  });

  it('round-trips every period', () => {
    for (const q of [
      { range: 'today' },
      { range: '7d' },
      { range: 'this_month' },
      { range: 'custom', from: '2026-01-31', to: '2026-02-28' },
    ] as const)
      expect(rangeFromParams(rangeToParams(q))).toEqual(q);
  });

  // (Dates beside a named range are dropped, never sent: the only place the two differ on purpose.)
  it('accepts exactly the periods the server accepts', () => {
    const links = [
      'range=today',
      'range=week',
      'range=custom&from=2026-11-01&to=2026-11-01',
      'range=custom&from=2026-11-02&to=2026-11-01',
      'range=custom&from=2026-02-29&to=2026-03-01',
      'range=custom&from=2028-02-29&to=2028-03-01',
      'range=custom&from=2026-11-1&to=2026-11-02',
      'range=custom&from=2026-04-31&to=2026-05-01',
      'range=custom&to=2026-11-01',
    ];
    for (const link of links) {
      const params = new URLSearchParams(link);
      const server = analyticsQuerySchema.safeParse(Object.fromEntries(params));
      const screen = rangeFromParams(params);
      expect(screen === DEFAULT_QUERY ? 'refused' : 'accepted', link).toBe(server.success ? 'accepted' : 'refused');
    }
  });
});
