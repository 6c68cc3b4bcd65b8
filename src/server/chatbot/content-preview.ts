import type { BotAction } from '../../lib/chat/bot-reply.ts';
import type { MessageContent } from '../db/schema/chat.ts';
import { shorten } from '../../lib/text-cut.ts';

const MAX = 200;
const cut = (text: string) => shorten(text, MAX);

const MEDIA_ICON = { image: '📷', sticker: '🏷️', video: '🎬', audio: '🎵', document: '📄' } as const;

function actionPreview(action: BotAction): string {
  if ('send_message' in action) return action.send_message.text;
  if ('send_reply_button' in action) return action.send_reply_button.body.text;
  if ('send_button' in action) return action.send_button.body;
  if ('send_images' in action) return `${MEDIA_ICON.image} ${action.send_images[0]?.caption ?? ''}`;
  if ('send_stickers' in action) return MEDIA_ICON.sticker;
  if ('send_videos' in action) return `${MEDIA_ICON.video} ${action.send_videos[0]?.caption ?? ''}`;
  if ('send_audios' in action) return MEDIA_ICON.audio;
  if ('send_documents' in action)
    return `${MEDIA_ICON.document} ${action.send_documents[0]?.filename ?? action.send_documents[0]?.caption ?? ''}`;
  const place = action.send_locations[0];
  return `📍 ${place?.name ?? place?.address ?? ''}`;
}

/**
 * The one-line plain text the inbox lists show for a message (never HTML): the text itself, the
 * body of buttons and lists, an icon and the caption for media.
 */
export function contentPreview(content: MessageContent): string {
  switch (content.kind) {
    case 'text':
      return cut(content.text);
    case 'interactive':
      // A tap without its title (an old client) is not shown as its internal id.
      return cut(content.title || '🔘');
    case 'media':
      return cut(`${MEDIA_ICON[content.media]} ${content.caption ?? content.filename ?? ''}`.trim());
    case 'location':
      return cut(`📍 ${content.name ?? content.address ?? `${content.latitude}, ${content.longitude}`}`);
    case 'contacts':
      return cut(`👤 ${content.contacts.map((c) => c.name).join(', ')}`);
    case 'unsupported':
      return `(${content.type})`;
    case 'action':
      return cut(actionPreview(content.action).trim());
    case 'template':
      return cut(content.text || content.name);
  }
}
