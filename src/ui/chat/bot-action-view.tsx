import { useState, type ReactNode } from 'react';
import { actionKind, type BotAction } from '../../lib/chat/bot-reply.ts';
import { AudioPlayer } from './audio-player.tsx';
import { ListIcon } from './chat-icons.tsx';
import { DocumentMessage } from './document-message.tsx';
import { ImageMessage } from './image-message.tsx';
import { ListSheet } from './list-sheet.tsx';
import { LocationMessage } from './location-message.tsx';
import { MarkupText } from './markup-text.tsx';
import { VideoPlayer } from './video-player.tsx';

export type ChooseHandler = (id: string, title: string) => void;

type Props = {
  action: BotAction;
  /** Without it (the inbox's transcript) buttons and list rows are shown but do nothing. */
  onChoose?: ChooseHandler;
  mode?: 'light' | 'dark';
};

// One bot action of spec 3 as the customer sees it. Texts go through MarkupText (never HTML).
export function BotActionView({ action, onChoose, mode = 'light' }: Props) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const kind = actionKind(action);
  if ('send_message' in action) return <MarkupText text={action.send_message.text} />;
  if ('send_reply_button' in action) {
    const { header, body, footer, action: inner } = action.send_reply_button;
    return (
      <div>
        {header ? <div className="dc-header">{header}</div> : null}
        <MarkupText text={body.text} />
        {footer ? <div className="dc-footer">{footer}</div> : null}
        <div className="dc-reply-buttons">
          {inner.buttons.map((b) => (
            <button
              key={b.reply.id}
              type="button"
              className="dc-choice"
              disabled={!onChoose}
              onClick={() => onChoose?.(b.reply.id, b.reply.title)}
            >
              {b.reply.title}
            </button>
          ))}
        </div>
      </div>
    );
  }
  if ('send_button' in action) {
    const list = action.send_button;
    const label = list.action.button || list.button;
    return (
      <div>
        {list.header ? <div className="dc-header">{list.header}</div> : null}
        <MarkupText text={list.body} />
        {list.footer ? <div className="dc-footer">{list.footer}</div> : null}
        <div className="dc-reply-buttons">
          <button
            type="button"
            className="dc-choice"
            disabled={!onChoose}
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            <ListIcon />
            {label}
          </button>
        </div>
        {sheetOpen && onChoose ? (
          <ListSheet
            title={label}
            sections={list.action.sections}
            onClose={() => setSheetOpen(false)}
            onChoose={(id, title) => {
              setSheetOpen(false);
              onChoose(id, title);
            }}
          />
        ) : null}
      </div>
    );
  }
  if ('send_images' in action || 'send_stickers' in action) {
    const items = 'send_images' in action ? action.send_images : action.send_stickers;
    return (
      <MediaList>
        {items.map((item, i) => (
          <ImageMessage key={i} item={item} kind={kind === 'send_stickers' ? 'sticker' : 'image'} />
        ))}
      </MediaList>
    );
  }
  if ('send_videos' in action)
    return (
      <MediaList>
        {action.send_videos.map((item, i) => (
          <VideoPlayer key={i} item={item} />
        ))}
      </MediaList>
    );
  if ('send_audios' in action)
    return (
      <MediaList>
        {action.send_audios.map((item, i) => (
          <AudioPlayer key={i} item={item} mode={mode} />
        ))}
      </MediaList>
    );
  if ('send_documents' in action)
    return (
      <MediaList>
        {action.send_documents.map((item, i) => (
          <DocumentMessage key={i} item={item} />
        ))}
      </MediaList>
    );
  if ('send_locations' in action)
    return (
      <MediaList>
        {action.send_locations.map((item, i) => (
          <LocationMessage key={i} item={item} />
        ))}
      </MediaList>
    );
  return null;
}

function MediaList({ children }: { children: ReactNode }) {
  return <div className="dc-reply-buttons">{children}</div>;
}
