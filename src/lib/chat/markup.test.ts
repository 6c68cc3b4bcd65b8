import { describe, expect, it } from 'vitest';
import { isSafeHref, markupToPlain, parseMarkup } from './markup.ts';

describe('parseMarkup', () => {
  it('reads bold, italic, strike and plain text', () => {
    expect(parseMarkup('Hi *there* _you_ ~old~ end')).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'bold', children: [{ type: 'text', text: 'there' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'you' }] },
      { type: 'text', text: ' ' },
      { type: 'strike', children: [{ type: 'text', text: 'old' }] },
      { type: 'text', text: ' end' },
    ]);
  });

  it('nests emphasis', () => {
    expect(parseMarkup('*bold _and italic_*')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'italic', children: [{ type: 'text', text: 'and italic' }] },
        ],
      },
    ]);
  });

  it('keeps markers that do not open or close by the WhatsApp rules', () => {
    expect(parseMarkup('2*3*4')).toEqual([{ type: 'text', text: '2*3*4' }]);
    expect(parseMarkup('a * b * c')).toEqual([{ type: 'text', text: 'a * b * c' }]);
    expect(parseMarkup('*open only')).toEqual([{ type: 'text', text: '*open only' }]);
    expect(parseMarkup('**')).toEqual([{ type: 'text', text: '**' }]);
    expect(parseMarkup('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
    expect(parseMarkup('call window.__init__() or **this**')).toEqual([
      { type: 'text', text: 'call window.__init__() or **this**' },
    ]);
    // emphasis does not run over a line break
    expect(parseMarkup('*one\ntwo*')).toEqual([{ type: 'text', text: '*one\ntwo*' }]);
  });

  it('reads monospace blocks over lines and inline code, without emphasis inside', () => {
    expect(parseMarkup('```a *b*\nc```')).toEqual([{ type: 'mono', text: 'a *b*\nc' }]);
    expect(parseMarkup('use `x_y_z` now')).toEqual([
      { type: 'text', text: 'use ' },
      { type: 'code', text: 'x_y_z' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('makes http(s) links, leaving a trailing full stop and underscores in the URL alone', () => {
    expect(parseMarkup('Pay at https://duka.chat/cart?token=a_b_c. Thanks')).toEqual([
      { type: 'text', text: 'Pay at ' },
      { type: 'link', href: 'https://duka.chat/cart?token=a_b_c', text: 'https://duka.chat/cart?token=a_b_c' },
      { type: 'text', text: '. Thanks' },
    ]);
    expect(parseMarkup('*see http://x.co/a*')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'see ' },
          { type: 'link', href: 'http://x.co/a', text: 'http://x.co/a' },
        ],
      },
    ]);
  });

  it('never makes links of other schemes and keeps HTML as text', () => {
    const nodes = parseMarkup('javascript:alert(1) <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(nodes).toEqual([
      { type: 'text', text: 'javascript:alert(1) <script>alert(1)</script> <img src=x onerror=alert(1)>' },
    ]);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('https://a.b/c')).toBe(true);
  });

  it('cannot be tricked by private-use placeholders in the input', () => {
    const nodes = parseMarkup('\uE000\uE100 and `x`');
    expect(markupToPlain(nodes)).toBe('\uFFFD\uFFFD and x');
  });

  it('gives nothing for an empty text and plain text without markers', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(markupToPlain(parseMarkup('*Menu*: _1_ ~2~ ```3```'))).toBe('Menu: 1 2 3');
  });
});
