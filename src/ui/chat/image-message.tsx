import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../lib/chat/bot-reply.ts';
import { useChatT } from './chat-t.ts';
import { CloseIcon } from './chat-icons.tsx';
import { MediaCaption } from './media-caption.tsx';

// Images and stickers open full screen on click (spec 2.6). The viewer is a fixed layer drawn in
// place (no portal), so it also works inside the widget's shadow root.
export function ImageMessage({ item, kind = 'image' }: { item: MediaItem; kind?: 'image' | 'sticker' }) {
  const t = useChatT();
  const [open, setOpen] = useState(false);
  const alt = item.caption || t(kind);
  return (
    <figure className={`dc-figure dc-${kind}`}>
      <button type="button" className="dc-image-button" onClick={() => setOpen(true)} aria-label={t('openImage')}>
        <img src={item.link} alt={alt} loading="lazy" decoding="async" className="dc-image" />
      </button>
      {kind === 'image' && <MediaCaption item={item} />}
      {open ? <ImageViewer src={item.link} alt={alt} onClose={() => setOpen(false)} /> : null}
    </figure>
  );
}

export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useChatT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <div className="dc-viewer" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img src={src} alt={alt} className="dc-viewer-image" onClick={(event) => event.stopPropagation()} />
      <button ref={closeRef} type="button" className="dc-viewer-close" onClick={onClose} aria-label={t('close')}>
        <CloseIcon size={22} />
      </button>
    </div>
  );
}
