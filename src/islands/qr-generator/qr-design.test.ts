import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../lib/escape-xml.ts';
import { composeSvg, layoutCta } from './compose-svg.ts';
import {
  contrastRatio,
  designFromTemplate,
  errorCorrectionFor,
  readabilityIssue,
  TEMPLATE_IDS,
  TEMPLATES,
  textColorOn,
} from './qr-design.ts';
import { shopFromItem } from './shop-search.tsx';

describe('design rules', () => {
  it('uses error correction H only with a logo', () => {
    expect(errorCorrectionFor({ logo: null })).toBe('Q');
    expect(errorCorrectionFor({ logo: 'data:image/png;base64,AA==' })).toBe('H');
  });

  it('every template is dark on light with enough contrast', () => {
    for (const id of TEMPLATE_IDS) expect(readabilityIssue(TEMPLATES[id]), id).toBeNull();
  });

  it('flags inverted and washed-out colours', () => {
    expect(readabilityIssue({ fg: '#ffffff', bg: '#000000', cornerColor: '#ffffff' })).toBe('inverted');
    expect(readabilityIssue({ fg: '#999999', bg: '#ffffff', cornerColor: '#000000' })).toBe('low-contrast');
    expect(readabilityIssue({ fg: '#000000', bg: '#ffffff', cornerColor: '#dddddd' })).toBe('low-contrast');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it('puts white text on dark frames and ink on light ones', () => {
    expect(textColorOn('#1a4f9f')).toBe('#ffffff');
    expect(textColorOn('#fde68a')).toBe('#0f172a');
  });

  it('keeps the logo when a template is applied', () => {
    expect(designFromTemplate('night', 'data:x').logo).toBe('data:x');
  });
});

describe('frame composition', () => {
  const qrSvg = `<?xml version="1.0" standalone="no"?>\r\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><rect clip-path="url('#c')" width="1" height="1"/></svg>`;

  it('nests the code, unquotes url() references and escapes the call to action', () => {
    const { svg, width, height } = composeSvg({
      qrSvg,
      size: 1000,
      design: designFromTemplate('duka'),
      cta: 'Buy <here> & now',
      title: 'A "title"',
    });
    expect([width, height]).toEqual([1080, 1280]);
    expect(svg).toContain('<svg x="40" y="40" width="1000" height="1000" shape-rendering="crispEdges" xmlns=');
    expect(svg).toContain(`clip-path="url(#c)"`);
    expect(svg).toContain('Buy &#60;here&#62; &#38; now');
    expect(svg).not.toContain('<?xml');
    expect(escapeXml(`"'`)).toBe('&#34;&#39;');
  });

  it('has no band without a frame', () => {
    const { width, height } = composeSvg({
      qrSvg,
      size: 1000,
      design: designFromTemplate('classic'),
      cta: 'ignored',
      title: 't',
    });
    expect([width, height]).toEqual([1000, 1000]);
  });

  it('wraps a long call to action onto two balanced lines instead of shrinking it', () => {
    expect(layoutCta('Scan to order', 900, 84).lines).toEqual(['Scan to order']);
    const long = layoutCta('Changanua hapa kuagiza bidhaa zetu leo', 900, 84);
    expect(long.lines).toEqual(['Changanua hapa kuagiza', 'bidhaa zetu leo']);
    expect(long.fontSize).toBeGreaterThan(60);
  });
});

describe('directory answers', () => {
  it('reads the number from waLink or whatsapp_number and skips unusable items', () => {
    expect(shopFromItem({ id: 'a', name: 'Duka A', category: 'food', waLink: 'https://wa.me/255754123456' })).toEqual({
      id: 'a',
      name: 'Duka A',
      category: 'food',
      digits: '255754123456',
    });
    expect(shopFromItem({ id: 'b', name: 'Duka B', whatsapp_number: '+255 612 345 678' })?.digits).toBe('255612345678');
    expect(shopFromItem({ id: 'c', name: 'No number' })).toBeNull();
    expect(shopFromItem({ id: 'd', waLink: 'https://wa.me/255754123456' })).toBeNull();
  });
});
