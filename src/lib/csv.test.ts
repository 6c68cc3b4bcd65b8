import { describe, expect, it } from 'vitest';
import { CsvError, formatCsvRow, parseCsv } from './csv.ts';

describe('csv (RFC 4180)', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFname,price\r\n"Kanga, red",100\r\n"Say ""hi""","2\n00"\n\nlast,3';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'price'] },
      { line: 2, fields: ['Kanga, red', '100'] },
      { line: 3, fields: ['Say "hi"', '2\n00'] },
      { line: 6, fields: ['last', '3'] },
    ]);
  });

  it('keeps empty fields and a trailing empty field', () => {
    expect(parseCsv('a,,c,\n')).toEqual([{ line: 1, fields: ['a', '', 'c', ''] }]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n"open,1')).toThrow(CsvError);
    try {
      parseCsv('a\n"x"y');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
    expect(() => parseCsv('a\nb"c')).toThrow(CsvError);
  });

  it('writes what it reads, and defuses spreadsheet formulas', () => {
    const row = formatCsvRow(['Kanga, "red"', 15000, true, null, '=HYPERLINK("x")', -5]);
    expect(row).toBe('"Kanga, ""red""",15000,true,,"\'=HYPERLINK(""x"")",-5\r\n');
    expect(parseCsv(row)[0]!.fields).toEqual(['Kanga, "red"', '15000', 'true', '', '\'=HYPERLINK("x")', '-5']);
  });
});
