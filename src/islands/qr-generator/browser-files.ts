// Browser-only helpers around files: the logo a merchant picks and the files we hand back.

const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** Bigger logos only make the SVG heavier: the logo covers a fifth of the code at most. */
const LOGO_EDGE = 384;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image did not load'));
    img.src = src;
  });
}

/** Any image the browser can draw, as a PNG data URL no wider than LOGO_EDGE. */
export async function logoFromBlob(blob: Blob): Promise<string> {
  if (!blob.type.startsWith('image/') || blob.size > MAX_LOGO_BYTES) throw new Error('not a usable image');
  const url = URL.createObjectURL(blob);
  try {
    const img = await loadImage(url);
    const w = img.naturalWidth || LOGO_EDGE;
    const h = img.naturalHeight || LOGO_EDGE;
    const scale = Math.min(1, LOGO_EDGE / Math.max(w, h));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(w * scale));
    canvas.height = Math.max(1, Math.round(h * scale));
    canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
