import { Resvg } from '@resvg/resvg-js';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Window } from 'happy-dom';
import type { RenderEnv } from './render-qr.ts';

// Test-only helpers: rasterising and decoding go through resvg, jsQR and ZXing, code we did not
// write. ZXing is the lineage of most Android scanner apps; jsQR is stricter about odd shapes.

export interface Decoded {
  jsqr: string | null;
  zxing: string | null;
}

/** Transparent pixels are read as white, as on paper; both decoders ignore alpha. */
function flatten(png: Buffer): { rgba: Uint8ClampedArray; width: number; height: number } {
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

export function decodePngBoth(png: Buffer): Decoded {
  const { rgba, width, height } = flatten(png);
  return {
    jsqr: jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null,
    zxing: zxingDecode(rgba, width, height),
  };
}


export function rasteriseSvg(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'rgba(255,255,255,0)' }).render().asPng();
}

/**
 * ZXing's detector estimates the module count from the finder patterns and gives up ("Dimensions
 * could be not found") at some exact pixel sizes, even on plain black-and-white codes. A camera
 * never holds one exact size, so ZXing gets a second look 5 % smaller, as the next frame would.
 */
export function decodeSvgBoth(svg: string, width: number): Decoded {
  const first = decodePngBoth(rasteriseSvg(svg, width));
  if (first.zxing !== null) return first;
  const { rgba, width: w, height: h } = flatten(rasteriseSvg(svg, Math.round(width * 0.95)));
  return { jsqr: first.jsqr, zxing: zxingDecode(rgba, w, h) };
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
