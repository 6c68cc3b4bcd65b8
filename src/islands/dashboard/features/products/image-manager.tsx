import { useEffect, useMemo, useRef } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { useProductMutations, type ProductImage } from './api.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { uploadEach } from './upload-each.ts';

const MAX_IMAGES = 8;
type Props = { productId?: string; images: ProductImage[]; queued: File[]; onQueue: (files: File[]) => void };

/**
 * Thumbnails of the saved images (the server's small WebP) and of files picked before the product
 * exists; an existing product uploads at once, a new one when it is saved.
 */
export function ImageManager({ productId, images, queued, onQueue }: Props) {
  const t = useCatalogT();
  const input = useRef<HTMLInputElement>(null);
  const { uploadImage, removeImage } = useProductMutations();
  const previews = useMemo(() => queued.map((f) => URL.createObjectURL(f)), [queued]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const count = images.length + queued.length;

  const pick = async (files: File[]) => {
    const room = files.slice(0, MAX_IMAGES - count);
    if (!productId) return onQueue([...queued, ...room]);
    await uploadEach(room, (file) => uploadImage.mutateAsync({ id: productId, file }), t('imageUploadFailed'));
  };

  const tile = 'relative h-20 w-20 overflow-hidden rounded-md border border-slate-200 bg-slate-100';
  const removeButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-0.5 right-0.5 flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-sm text-red-700 shadow"
    >
      ✕
    </button>
  );

  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('imagesTitle')}</legend>
      <p className="text-sm text-slate-600">{t('imagesHint')}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t('imagesTitle')}>
        {images.map((img, i) => (
          <li key={img.id} className={tile}>
            <img src={img.thumbnail_url} alt="" className="h-full w-full object-cover" />
            {productId &&
              removeButton(t('removeImage', { n: i + 1 }), () =>
                removeImage.mutate({ id: productId, imageId: img.id }),
              )}
          </li>
        ))}
        {previews.map((url, i) => (
          <li key={url} className={tile}>
            <img src={url} alt="" className="h-full w-full object-cover" />
            {removeButton(t('removeImage', { n: images.length + i + 1 }), () =>
              onQueue(queued.filter((_, j) => j !== i)),
            )}
          </li>
        ))}
      </ul>
      {queued.length > 0 && <p className="text-xs text-slate-500">{t('imagesQueued')}</p>}
      <input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label={t('addImages')}
        onChange={(e) => {
          void pick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={count >= MAX_IMAGES}
        loading={uploadImage.isPending}
        onClick={() => input.current?.click()}
      >
        + {t('addImages')}
      </Button>
    </fieldset>
  );
}
