import type { MediaItem } from '../../lib/chat/bot-reply.ts';
import { formatMediaTime } from './media-state.ts';
import { MarkupText } from './markup-text.tsx';

/** The caption under an image, audio or video, with the chat's markup; nothing without one. */
export function MediaCaption({ item }: { item: MediaItem }) {
  return item.caption ? (
    <figcaption className="dc-caption">
      <MarkupText text={item.caption} />
    </figcaption>
  ) : null;
}

/** "0:42 / 3:05" beside a player's slider. */
export function MediaTime({ current, duration }: { current: number; duration: number }) {
  return (
    <span className="dc-time">
      {formatMediaTime(current)} / {formatMediaTime(duration)}
    </span>
  );
}
