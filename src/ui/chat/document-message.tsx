import type { MediaItem } from '../../lib/chat/bot-reply.ts';
import { useChatT } from './chat-t.ts';
import { DownloadIcon, FileIcon } from './chat-icons.tsx';
import { lastSegment } from './media-state.ts';
import { isSafeHref } from '../../lib/chat/markup.ts';

// Spec 2.6: link text and a download button named after the link's last segment.
export function DocumentMessage({ item }: { item: MediaItem }) {
  const t = useChatT();
  const name = item.filename || lastSegment(item.link) || 'document';
  const href = isSafeHref(item.link) ? item.link : undefined;
  return (
    <div className="dc-document">
      <FileIcon size={20} />
      <a className="dc-link dc-document-name" href={href} target="_blank" rel="noopener noreferrer nofollow">
        {item.caption || name}
      </a>
      <a
        className="dc-icon-button"
        href={href}
        download={name}
        aria-label={`${t('download')} ${name}`}
        title={t('download')}
      >
        <DownloadIcon />
      </a>
    </div>
  );
}
