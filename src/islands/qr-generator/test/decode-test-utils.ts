import { Resvg } from '@resvg/resvg-js';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Window } from 'happy-dom';
import type { RenderEnv } from '../render-qr.ts';

// Test-only helpers: rasterising and decoding go through resvg, jsQR and ZXing, code we did not
// write. ZXing is the lineage of most Android scanner apps; jsQR is stricter about odd shapes.

export interface Decoded {
  jsqr: string | null;
  zxing: string | null;
}

/** Transparent pixels are read as white, as on paper; both decoders ignore alpha. */
function flatten(png: Buffer): Raster {
  const { data, width, height } = PNG.sync.read(png);
  const rgba = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(data[i + c]! * a + 255 * (1 - a));
    rgba[i + 3] = 255;
  }
  return { rgba, width, height };
}

function zxingDecode(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  }
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return new QRCodeReader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}

type Raster = { rgba: Uint8ClampedArray; width: number; height: number };

/** Box-filter halving: what a camera pipeline does before it looks for a code. */
function halve({ rgba, width, height }: Raster): Raster {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 4; c++) {
        const at = (yy: number, xx: number) => rgba[(yy * width + xx) * 4 + c]!;
        out[(y * w + x) * 4 + c] =
          (at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1)) / 4;
      }
    }
  }
  return { rgba: out, width: w, height: h };
}

const jsqrDecode = ({ rgba, width, height }: Raster) =>
  jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;

/**
 * jsQR misses clean codes in very large images (modules of 25+ px defeat its binariser); no
 * camera sees a 2160 px print, so an image wider than 1600 px gets a second look at half size.
 */
export function decodePngBoth(png: Buffer): Decoded {
  const full = flatten(png);
  const half = full.width > 1600 ? halve(full) : null;
  const read = (decode: (r: Raster) => string | null) => decode(full) ?? (half ? decode(half) : null);
  return { jsqr: read(jsqrDecode), zxing: read((r) => zxingDecode(r.rgba, r.width, r.height)) };
}

export function rasteriseSvg(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'rgba(255,255,255,0)' }).render().asPng();
}

/**
 * Both decoders have blind spots at a few exact pixel sizes: ZXing's detector misjudges the module
 * count ("Dimensions could be not found") and jsQR's finder search is thrown by nearby text, each
 * at one size and not at the next, on codes that read everywhere else (measured in the report of
 * issue 3). A camera never holds one exact size, so a decoder that misses gets a second look 5 %
 * smaller, as the next frame would give it. Nothing is retried when the text read is wrong.
 */
export function decodeSvgBoth(svg: string, width: number): Decoded {
  const first = decodePngBoth(rasteriseSvg(svg, width));
  if (first.jsqr !== null && first.zxing !== null) return first;
  const second = decodePngBoth(rasteriseSvg(svg, Math.round(width * 0.95)));
  return { jsqr: first.jsqr ?? second.jsqr, zxing: first.zxing ?? second.zxing };
}

/** A logo: a coloured disc with a white ring, as a PNG data URL. */
export function sampleLogo(size = 240, rgb: [number, number, number] = [220, 38, 38]): string {
  const png = new PNG({ width: size, height: size });
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - r, y - r);
      const i = (y * size + x) * 4;
      const ring = d > r * 0.55 && d < r * 0.7;
      png.data[i] = ring ? 255 : rgb[0];
      png.data[i + 1] = ring ? 255 : rgb[1];
      png.data[i + 2] = ring ? 255 : rgb[2];
      png.data[i + 3] = d <= r ? 255 : 0;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** What qr-code-styling asks of jsdom and node-canvas, served by happy-dom and pngjs. */
export function nodeRenderEnv(): RenderEnv {
  class HappyJsdom {
    window = new Window();
  }
  const loadImage = async (src: string) => {
    const png = PNG.sync.read(Buffer.from(src.split(',')[1] ?? '', 'base64'));
    return { width: png.width, height: png.height };
  };
  return { jsdom: HappyJsdom, nodeCanvas: { loadImage } };
}
