import { composeSvg, type Composed } from './compose-svg.ts';
import { CORNER_SHAPES, errorCorrectionFor, type QrDesign } from './qr-design.ts';

/** Size of the code in SVG user units; the composed image scales from it. */
export const QR_UNITS = 1000;
/**
 * The PNG has 2 pixels per SVG unit: module edges, which sit on whole units, land on whole pixels,
 * so the code has no blurred edges, and a framed code is 2160 px wide (18 cm at 300 dpi).
 */
export const PNG_SCALE = 2;

/** Node tests hand qr-code-styling a DOM (happy-dom) and an image loader; browsers need neither. */
export interface RenderEnv {
  jsdom?: unknown;
  nodeCanvas?: unknown;
}

type QrLibrary = typeof import('qr-code-styling');
let library: Promise<QrLibrary> | null = null;

/** qr-code-styling is fetched on first use, so that the page's first load stays small. */
export function loadQrLibrary(): Promise<QrLibrary> {
  library ??= import('qr-code-styling');
  return library;
}

export function stylingOptions(link: string, design: QrDesign, env: RenderEnv = {}) {
  return {
    type: 'svg' as const,
    width: QR_UNITS,
    height: QR_UNITS,
    // About four modules of quiet zone at the versions our links need (ISO/IEC 18004 asks for 4).
    margin: 80,
    data: link,
    ...(design.logo ? { image: design.logo } : {}),
    qrOptions: { errorCorrectionLevel: errorCorrectionFor(design), mode: 'Byte' as const },
    // The logo hides imageSize × 30 % of the modules. At 0.4 (the library's default) a long
    // welcome message no longer decodes (render-qr.test.ts, 'links at the edges'); 0.3 does.
    imageOptions: { hideBackgroundDots: true, imageSize: 0.3, margin: 12, saveAsBlob: false },
    dotsOptions: { type: design.dotType, color: design.fg },
    cornersSquareOptions: { type: CORNER_SHAPES[design.cornerStyle].square, color: design.cornerColor },
    cornersDotOptions: { type: CORNER_SHAPES[design.cornerStyle].dot, color: design.cornerColor },
    backgroundOptions: { color: design.bg },
    ...env,
  };
}

async function textOf(raw: unknown): Promise<string> {
  if (raw && typeof (raw as Blob).text === 'function') return (raw as Blob).text();
  return String(raw);
}

export interface RenderRequest {
  link: string;
  design: QrDesign;
  cta: string;
  title: string;
  env?: RenderEnv;
}

export async function renderQrSvg({ link, design, cta, title, env }: RenderRequest): Promise<Composed> {
  const mod = await loadQrLibrary();
  // The package is UMD: bundlers and Node disagree on where the class lands.
  const QRCodeStyling = ((mod.default as unknown as { default?: unknown }).default ??
    mod.default) as QrLibrary['default'];
  const code = new QRCodeStyling(stylingOptions(link, design, env) as ConstructorParameters<QrLibrary['default']>[0]);
  const raw = await code.getRawData('svg');
  if (!raw) throw new Error('qr-code-styling returned no SVG');
  return composeSvg({ qrSvg: await textOf(raw), size: QR_UNITS, design, cta, title });
}

/** Rasterises the composed SVG in the browser: the PNG is pixel for pixel the SVG. */
export async function svgToPngBlob({ svg, width: w, height: h }: Composed): Promise<Blob> {
  const [width, height] = [w * PNG_SCALE, h * PNG_SCALE];
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d context unavailable');
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
