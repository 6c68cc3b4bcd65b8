import { z } from 'zod';

/**
 * Meta's webhook envelope (protocols.md §1), for the OpenAPI document only: the route never
 * validates a delivery with it. The signature covers the raw bytes and is checked before anything
 * is parsed, and a signed delivery that does not fit is still acknowledged (Meta retries anything
 * but 200 for days); the worker reads each message with src/server/whatsapp/parse-webhook.ts.
 * Loose objects: Meta adds fields.
 */
export const metaDeliveryDoc = z
  .looseObject({
    object: z.literal('whatsapp_business_account'),
    entry: z.array(
      z.looseObject({
        id: z.string().meta({ description: 'The WhatsApp Business account (WABA) id.' }),
        changes: z.array(
          z.looseObject({
            field: z.string().meta({
              description:
                'messages, message_template_status_update, history, smb_app_state_sync, smb_message_echoes, …',
            }),
            value: z.looseObject({
              messaging_product: z.literal('whatsapp').optional(),
              metadata: z.looseObject({ display_phone_number: z.string(), phone_number_id: z.string() }).optional(),
              contacts: z.array(z.looseObject({ wa_id: z.string() })).optional(),
              messages: z
                .array(z.looseObject({ from: z.string(), id: z.string(), timestamp: z.string(), type: z.string() }))
                .optional(),
              statuses: z
                .array(
                  z.looseObject({
                    id: z.string(),
                    status: z.enum(['sent', 'delivered', 'read', 'failed']),
                    timestamp: z.string(),
                    recipient_id: z.string(),
                  }),
                )
                .optional(),
              errors: z.array(z.looseObject({ code: z.int(), title: z.string() })).optional(),
            }),
          }),
        ),
      }),
    ),
  })
  .meta({ description: 'Signed by X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, the raw body)>.' });
