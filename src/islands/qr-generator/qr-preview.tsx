import { useState, type ReactNode } from 'react';
import type { QrStrings } from '../../i18n/en/qr.ts';
import type { TFunction } from '../../i18n/use-t.ts';
import { saveBlob } from './browser-files.ts';
import { PNG_SCALE, svgToPngBlob } from './render-qr.ts';
import type { QrImage } from './use-qr-image.ts';

type Props = {
  t: TFunction<QrStrings>;
  image: QrImage;
  result: { link: string; e164: string; digits: string } | null;
  onRetry: () => void;
  /** Shown until the visitor's own code is drawn: the example the page drew at build time. */
  sample?: ReactNode;
};

export function QrPreview({ t, image, result, onRetry, sample }: Props) {
  const [downloadFailed, setDownloadFailed] = useState(false);
  const ready = image.status === 'ready' ? image : image.status === 'drawing' ? image.previous : null;
  const name = `whatsapp-qr-${result?.digits ?? 'shop'}`;

  async function download(kind: 'png' | 'svg') {
    if (!ready) return;
    setDownloadFailed(false);
    try {
      if (kind === 'svg') {
        saveBlob(
          new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${ready.composed.svg}`], { type: 'image/svg+xml' }),
          `${name}.svg`,
        );
      } else {
        saveBlob(await svgToPngBlob(ready.composed), `${name}.png`);
      }
    } catch (error) {
      console.error('QR download failed', error);
      setDownloadFailed(true);
    }
  }

  const buttonClass =
    'flex min-h-11 w-full flex-col items-center justify-center rounded-lg px-4 py-2 font-semibold disabled:opacity-40';
  return (
    <aside className="md:sticky md:top-24 md:self-start" aria-label={t('generatorTitle')}>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div className="mx-auto grid aspect-[27/32] w-full max-w-[18rem] place-items-center">
          {ready ? (
            <img
              src={ready.previewUrl}
              alt={t('previewAlt', { phone: result?.e164 ?? '' })}
              width={ready.composed.width}
              height={ready.composed.height}
              className={`h-auto max-h-full w-auto max-w-full ${image.status === 'drawing' ? 'opacity-60' : ''}`}
              data-testid="qr-preview"
            />
          ) : image.status !== 'drawing' && sample ? (
            sample
          ) : (
            <p className="px-6 text-center text-sm text-slate-600">
              {image.status === 'drawing' ? t('generating') : t('previewEmpty')}
            </p>
          )}
        </div>
        {!ready && image.status !== 'drawing' && sample && (
          <p className="mt-2 text-center text-sm text-slate-600">{t('sampleNote', { phone: t('phonePlaceholder') })}</p>
        )}
        <div aria-live="polite" className="mt-3 text-center text-sm">
          {image.status === 'ready' && result && <p className="text-green-800">{t('ready', { phone: result.e164 })}</p>}
          {image.status === 'error' && (
            <p className="text-red-700">
              {t('drawError')}{' '}
              <button type="button" onClick={onRetry} className="font-semibold underline">
                {t('generate')}
              </button>
            </p>
          )}
          {downloadFailed && <p className="text-red-700">{t('downloadError')}</p>}
        </div>
        {result && (
          <div className="mt-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('linkLabel')}</p>
            <p className="mt-1 break-all rounded-lg bg-white p-2 font-mono text-xs text-ink" data-testid="qr-link">
              {result.link}
            </p>
            <a
              href={result.link}
              target="_blank"
              rel="noopener"
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('testLink')}
            </a>
          </div>
        )}
        <div className="mt-3 grid gap-2">
          <button
            type="button"
            disabled={!ready}
            onClick={() => void download('png')}
            className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('downloadPng')}
            <span className="text-xs font-normal">
              {t('downloadPngHint', { width: (ready?.composed.width ?? 1080) * PNG_SCALE })}
            </span>
          </button>
          <button
            type="button"
            disabled={!ready}
            onClick={() => void download('svg')}
            className={`${buttonClass} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          >
            {t('downloadSvg')}
            <span className="text-xs font-normal">{t('downloadSvgHint')}</span>
          </button>
        </div>
      </div>
    </aside>
  );
}
