import { useEffect, useState } from 'react';

// Image with an initials fallback (spec 9: 600 ms delay). The fallback waits AVATAR_FALLBACK_DELAY
// so a fast image does not flash initials first; it shows at once when the image fails or there
// is no image. The whole avatar is one img role named by `alt` (default: the name).

export const AVATAR_FALLBACK_DELAY = 600;

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-16 w-16 text-xl' } as const;
const COLOURS = [
  'bg-brand-100 text-brand-700',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

/** "Amina Juma Hassan" → "AH", "duka" → "D", "" → "?". */
export function initials(name: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length]!;
}

export type AvatarProps = {
  name: string;
  src?: string | null;
  alt?: string;
  size?: keyof typeof SIZES;
  className?: string;
};

export function Avatar(props: AvatarProps) {
  // A new src starts a fresh load state.
  return <AvatarView key={props.src ?? ''} {...props} />;
}

function AvatarView({ name, src, alt, size = 'md', className }: AvatarProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(() => setDelayPassed(true), AVATAR_FALLBACK_DELAY);
    return () => clearTimeout(timer);
  }, [src]);

  const showImage = !!src && status !== 'error';
  const showFallback = !src || status === 'error' || (status === 'loading' && delayPassed);
  return (
    <span
      role="img"
      aria-label={alt ?? name}
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none ${SIZES[size]} ${showFallback ? colourOf(name) : 'bg-slate-100'} ${className ?? ''}`}
    >
      {showImage && (
        <img
          src={src}
          alt=""
          aria-hidden="true"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          className={`absolute inset-0 h-full w-full object-cover ${status === 'loaded' ? '' : 'invisible'}`}
        />
      )}
      {showFallback && <span aria-hidden="true">{initials(name)}</span>}
    </span>
  );
}
