import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV of a table', () => {
  it('writes a header and rows with CRLF, numbers as they are', () => {
    expect(toCsv(['Day', 'Orders', 'Sales'], [['2026-11-01', 3, 45000]])).toBe(
      'Day,Orders,Sales\r\n2026-11-01,3,45000\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['Product'], [['Kanga, blue'], ['The "best" rice'], ['two\nlines']])).toBe(
      'Product\r\n"Kanga, blue"\r\n"The ""best"" rice"\r\n"two\nlines"\r\n',
    );
  });

  it('defuses a name a spreadsheet would run as a formula', () => {
    expect(toCsv(['Customer'], [['=HYPERLINK("http://x")'], ['+255712'], ['@me'], ['-1']])).toBe(
      'Customer\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+255712\r\n\'@me\r\n\'-1\r\n',
    );
    // A negative number is a number, not text.
    expect(toCsv(['n'], [[-5]])).toBe('n\r\n-5\r\n');
  });
});
