/** @jsxImportSource preact */

/** The product's thumbnail, or its initial on a tinted square while it has no image. */
export function ProductThumb({ image, name }: { image: string | null; name: string }) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl font-semibold text-brand-700"
      >
        {name.trim().charAt(0).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={image}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
}
