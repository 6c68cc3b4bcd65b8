import { z } from 'zod';
import type { BotAction } from '../chat/bot-reply.ts';

// One action of the bot reply of spec 3 (src/lib/chat/bot-reply.ts), as a transcript shows what
// the bot or a person sent. The engine builds actions from that type, so the schema is checked
// against it both ways at the bottom of this file: a field added to one and not the other fails tsc.

const optionalText = z.string().optional();
const mediaItems = z.array(z.strictObject({ link: z.string(), caption: optionalText, filename: optionalText }));

export const botActionSchema = z.union([
  z.strictObject({ send_message: z.strictObject({ text: z.string() }) }),
  z.strictObject({
    send_reply_button: z.strictObject({
      header: optionalText,
      body: z.strictObject({ text: z.string() }),
      footer: optionalText,
      action: z.strictObject({
        buttons: z.array(
          z.strictObject({ type: z.literal('reply'), reply: z.strictObject({ id: z.string(), title: z.string() }) }),
        ),
      }),
    }),
  }),
  z.strictObject({
    send_button: z.strictObject({
      header: optionalText,
      body: z.string(),
      footer: optionalText,
      button: z.string(),
      action: z.strictObject({
        button: z.string(),
        sections: z.array(
          z.strictObject({
            title: z.string(),
            rows: z.array(z.strictObject({ id: z.string(), title: z.string(), description: optionalText })),
          }),
        ),
      }),
    }),
  }),
  z.strictObject({ send_images: mediaItems }),
  z.strictObject({ send_stickers: mediaItems }),
  z.strictObject({ send_videos: mediaItems }),
  z.strictObject({ send_audios: mediaItems }),
  z.strictObject({ send_documents: mediaItems }),
  z.strictObject({
    send_locations: z.array(
      z.strictObject({ latitude: z.number(), longitude: z.number(), name: optionalText, address: optionalText }),
    ),
  }),
]);

// The schema and the engine's type describe the same actions (checked by tsc, nothing at run time).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsEngine: Same<BotAction, z.infer<typeof botActionSchema>> = true;
void sameAsEngine;
