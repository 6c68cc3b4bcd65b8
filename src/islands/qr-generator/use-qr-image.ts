import { useEffect, useState } from 'react';
import type { Composed } from './compose-svg.ts';
import type { QrDesign } from './qr-design.ts';
import { renderQrSvg } from './render-qr.ts';

export type QrImage = { status: 'empty' } | { status: 'drawing'; previous: Ready | null } | Ready | { status: 'error' };
type Ready = { status: 'ready'; composed: Composed; previewUrl: string };

/** Draws the code whenever its link or look changes; qr-code-styling loads on the first draw. */
export function useQrImage(
  link: string | null,
  design: QrDesign,
  cta: string,
  title: string,
  attempt: number,
): QrImage {
  const [image, setImage] = useState<QrImage>({ status: 'empty' });

  useEffect(() => {
    if (!link) return;
    let current = true;
    setImage((prev) => ({
      status: 'drawing',
      previous: prev.status === 'ready' ? prev : prev.status === 'drawing' ? prev.previous : null,
    }));
    // Colour pickers fire on every drag step; draw once the hand stops.
    const timer = setTimeout(async () => {
      try {
        const composed = await renderQrSvg({ link, design, cta, title });
        if (!current) return;
        const previewUrl = URL.createObjectURL(new Blob([composed.svg], { type: 'image/svg+xml' }));
        setImage({ status: 'ready', composed, previewUrl });
      } catch (error) {
        console.error('QR drawing failed', error);
        if (current) setImage({ status: 'error' });
      }
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [link, design, cta, title, attempt]);

  // The previous picture stays on screen while the next one draws, so its URL lives until then.
  const url =
    image.status === 'ready'
      ? image.previewUrl
      : image.status === 'drawing'
        ? (image.previous?.previewUrl ?? null)
        : null;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return image;
}
