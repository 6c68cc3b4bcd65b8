import { escapeXml } from '../../lib/escape-xml.ts';
import { textColorOn, type QrDesign } from './qr-design.ts';

// The frame and its call to action are drawn here, around the code that qr-code-styling draws,
// so that one SVG is the single source of the preview, the SVG download and the PNG download.

export interface ComposeInput {
  /** The code's own SVG document, `size` × `size` user units. */
  qrSvg: string;
  size: number;
  design: Pick<QrDesign, 'frame' | 'frameColor' | 'bg'>;
  cta: string;
  title: string;
}

/** `width` × `height` are the SVG's units, written on the root as its size in pixels. */
export interface Composed {
  svg: string;
  width: number;
  height: number;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function innerSvg(qrSvg: string, x: number, y: number, size: number): string {
  // Quoted url('#id') references are valid CSS, but resvg and some print tools ignore them.
  const body = qrSvg.replace(/^<\?xml[^>]*\?>\s*/, '').replace(/url\((['"])#([^'"]+)\1\)/g, 'url(#$2)');
  // A nested <svg> keeps the code's own viewBox, defs and clip paths; x/y/size place it.
  return body.replace(/^<svg\b[^>]*>/, (tag) =>
    tag
      // Its own shape-rendering goes too, as the one below replaces it: a doubled attribute is not XML.
      .replace(/\s(?:width|height|x|y|shape-rendering)="[^"]*"/g, '')
      // Anti-aliased edges of adjacent module shapes leave faint seams (conflation) that throw
      // decoders off at some scales; print sizes need no anti-aliasing.
      .replace(/^<svg/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" shape-rendering="crispEdges"`),
  );
}

const CHAR_WIDTH = 0.6; // of the font size, for bold sans text: a rough, safe estimate

/**
 * Small letters next to the code look like finder patterns to decoders (round glyphs are
 * dark-light-dark rings), so a long call to action wraps onto two lines instead of shrinking.
 */
export function layoutCta(text: string, maxWidth: number, preferred: number): { lines: string[]; fontSize: number } {
  const fits = (line: string, size: number) => line.length * CHAR_WIDTH * size <= maxWidth;
  if (fits(text, preferred)) return { lines: [text], fontSize: preferred };
  const words = text.split(/\s+/);
  let best: string[] = [text];
  let bestLongest = text.length;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(pair[0]!.length, pair[1]!.length);
    if (longest < bestLongest) [best, bestLongest] = [pair, longest];
  }
  const size = Math.min(preferred * 0.8, maxWidth / (bestLongest * CHAR_WIDTH));
  return { lines: best, fontSize: size };
}

function textEl(text: string, cx: number, cy: number, maxWidth: number, preferred: number, fill: string): string {
  const { lines, fontSize } = layoutCta(text, maxWidth, preferred);
  const lineHeight = fontSize * 1.15;
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${(top + i * lineHeight).toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="700" font-size="${fontSize.toFixed(1)}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function composeSvg({ qrSvg, size, design, cta, title }: ComposeInput): Composed {
  const text = cta.trim();
  const frame = design.frame;
  const border = frame === 'none' ? 0 : Math.round(size * 0.04);
  const band = frame === 'none' || !text ? 0 : Math.round(size * 0.2);
  const radius = Math.round(size * 0.06);
  const w = size + 2 * border;
  const h = size + 2 * border + band;
  const qrY = frame === 'banner-top' ? border + band : border;
  const bandCenter = frame === 'banner-top' ? border + band / 2 : size + border + band / 2;
  const preferred = band * 0.42;
  const parts: string[] = [];

  if (frame === 'banner-bottom' || frame === 'banner-top') {
    parts.push(`<rect width="${w}" height="${h}" rx="${radius}" fill="${design.frameColor}"/>`);
    parts.push(
      `<rect x="${border}" y="${qrY}" width="${size}" height="${size}" rx="${radius / 2}" fill="${design.bg}"/>`,
    );
    if (band) parts.push(textEl(text, w / 2, bandCenter, w * 0.86, preferred, textColorOn(design.frameColor)));
  } else if (frame === 'outline') {
    const s = border / 2;
    parts.push(
      `<rect x="${s}" y="${s}" width="${w - border}" height="${h - border}" rx="${radius}" fill="${design.bg}" stroke="${design.frameColor}" stroke-width="${border}"/>`,
    );
    if (band) {
      // Dark letters on the light ground next to the code fool jsQR's finder-pattern search
      // (round glyphs look like finder rings), so the words sit light on a coloured pill.
      const pillH = band * 0.8;
      const maxText = w - 4 * border - pillH;
      const { lines, fontSize } = layoutCta(text, maxText, pillH * 0.45);
      const pillW = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH * fontSize + pillH;
      const cy = bandCenter - border / 2;
      parts.push(
        `<rect x="${(w - pillW) / 2}" y="${cy - pillH / 2}" width="${pillW}" height="${pillH}" rx="${Math.min(pillH / 2, 48)}" fill="${design.frameColor}"/>`,
      );
      parts.push(textEl(text, w / 2, cy, maxText, pillH * 0.45, textColorOn(design.frameColor)));
    }
  }
  parts.push(innerSvg(qrSvg, border, qrY, size));

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title>${parts.join('')}</svg>`;
  return { svg, width: w, height: h };
}
