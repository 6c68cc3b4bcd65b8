// What a printed code looks like, kept apart from the link it carries: templates, styles and the
// checks that keep a styled code readable by phone cameras.

// Only styles that third-party decoders read at every print size are offered (render-qr.test.ts):
// qr-code-styling's separate round `dots`, and finder patterns that mix a square ring with a
// round or rounded centre (or the reverse), fail jsQR at some sizes, so they are left out.
export const DOT_TYPES = ['square', 'rounded', 'extra-rounded', 'classy', 'classy-rounded'] as const;
export const CORNER_STYLES = ['square', 'rounded', 'circle'] as const;
export const FRAME_STYLES = ['none', 'banner-bottom', 'banner-top', 'outline'] as const;

export type DotType = (typeof DOT_TYPES)[number];
export type CornerStyle = (typeof CORNER_STYLES)[number];
export type FrameStyle = (typeof FRAME_STYLES)[number];

/** A finder pattern's outer ring and centre, as qr-code-styling names them. */
export const CORNER_SHAPES: Record<CornerStyle, { square: 'square' | 'extra-rounded' | 'dot'; dot: 'square' | 'dot' }> =
  {
    square: { square: 'square', dot: 'square' },
    rounded: { square: 'extra-rounded', dot: 'dot' },
    circle: { square: 'dot', dot: 'dot' },
  };

export interface QrDesign {
  fg: string;
  bg: string;
  cornerColor: string;
  dotType: DotType;
  cornerStyle: CornerStyle;
  frame: FrameStyle;
  frameColor: string;
  /** A data: URL, so that the SVG and PNG downloads carry the logo inside them. */
  logo: string | null;
}

export const TEMPLATE_IDS = ['classic', 'duka', 'whatsapp', 'sunset', 'night', 'minimal'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
type Look = Omit<QrDesign, 'logo'>;

// Every template keeps dark modules on a light ground: inverted codes defeat older phone scanners.
export const TEMPLATES: Record<TemplateId, Look> = {
  classic: {
    fg: '#000000',
    bg: '#ffffff',
    cornerColor: '#000000',
    dotType: 'square',
    cornerStyle: 'square',
    frame: 'none',
    frameColor: '#000000',
  },
  duka: {
    fg: '#1a4f9f',
    bg: '#ffffff',
    cornerColor: '#2776ea',
    dotType: 'rounded',
    cornerStyle: 'rounded',
    frame: 'banner-bottom',
    frameColor: '#2776ea',
  },
  whatsapp: {
    fg: '#075e54',
    bg: '#ffffff',
    cornerColor: '#128c7e',
    dotType: 'rounded',
    cornerStyle: 'rounded',
    frame: 'banner-top',
    frameColor: '#075e54',
  },
  sunset: {
    fg: '#9a3412',
    bg: '#fff7ed',
    cornerColor: '#c2410c',
    dotType: 'classy-rounded',
    cornerStyle: 'circle',
    frame: 'outline',
    frameColor: '#c2410c',
  },
  night: {
    fg: '#0f172a',
    bg: '#ffffff',
    cornerColor: '#0f172a',
    dotType: 'extra-rounded',
    cornerStyle: 'square',
    frame: 'banner-bottom',
    frameColor: '#0f172a',
  },
  minimal: {
    fg: '#111827',
    bg: '#ffffff',
    cornerColor: '#111827',
    dotType: 'classy',
    cornerStyle: 'square',
    frame: 'outline',
    frameColor: '#111827',
  },
};

export const DEFAULT_TEMPLATE: TemplateId = 'duka';

export function designFromTemplate(id: TemplateId, logo: string | null = null): QrDesign {
  return { ...TEMPLATES[id], logo };
}

/** A logo hides modules: H (≈30 % recoverable) leaves room for it; Q suffices otherwise. */
export function errorCorrectionFor(design: Pick<QrDesign, 'logo'>): 'H' | 'Q' {
  return design.logo ? 'H' : 'Q';
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type ReadabilityIssue = 'low-contrast' | 'inverted';

/** Phone scanners want dark modules on a light ground with a clear difference between them. */
export function readabilityIssue(design: Pick<QrDesign, 'fg' | 'bg' | 'cornerColor'>): ReadabilityIssue | null {
  if (!isHexColor(design.fg) || !isHexColor(design.bg) || !isHexColor(design.cornerColor)) return 'low-contrast';
  if (luminance(design.fg) > luminance(design.bg)) return 'inverted';
  if (Math.min(contrastRatio(design.fg, design.bg), contrastRatio(design.cornerColor, design.bg)) < 3.5)
    return 'low-contrast';
  return null;
}

/** Text on a coloured banner: white or ink, whichever reads better. */
export function textColorOn(background: string): string {
  if (!isHexColor(background)) return '#ffffff';
  return contrastRatio('#ffffff', background) >= contrastRatio('#0f172a', background) ? '#ffffff' : '#0f172a';
}
