import QRCode from 'qrcode';
import { buildWaLink } from '../../lib/wa-link.ts';
import { composeSvg } from './compose-svg.ts';
import { DEFAULT_TEMPLATE, designFromTemplate, errorCorrectionFor } from './qr-design.ts';
import { QR_UNITS } from './render-qr.ts';

// Build time only (QrPage.astro): the preview shows a real, scannable code for the form's example
// number before the generator hydrates, so the page is useful without its ~60 KB of script. The
// plain `qrcode` package draws square modules in the default template's colours and frame.
export interface SampleRequest {
  digits: string;
  message: string;
  cta: string;
  title: string;
}

/** The composed SVG as a data: URL for an <img>, like the preview the generator draws later. */
export async function sampleQrImage({
  digits,
  message,
  cta,
  title,
}: SampleRequest): Promise<{ src: string; width: number; height: number }> {
  const design = designFromTemplate(DEFAULT_TEMPLATE);
  const qrSvg = await QRCode.toString(buildWaLink(digits, message), {
    type: 'svg',
    margin: 4,
    errorCorrectionLevel: errorCorrectionFor(design),
    color: { dark: design.fg, light: design.bg },
  });
  const { svg, width, height } = composeSvg({ qrSvg, size: QR_UNITS, design, cta, title });
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}
