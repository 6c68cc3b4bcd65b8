import type { MediaFile } from '../../whatsapp/fetch-media.ts';

// Shown in the transcript as they are; anything else (a PDF, or an HTML or SVG file a customer
// sent as a document) is only downloaded, never rendered on our origin.
const INLINE = /^(image\/(jpeg|png|webp|gif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * A customer's WhatsApp media for the inbox: private to the signed-in merchant (cached by their
 * browser for an hour, as Meta keeps the file a while), sandboxed so that no file can run script.
 */
export function mediaResponse(file: MediaFile): Response {
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  const inline = INLINE.test(type);
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': inline ? type : 'application/octet-stream',
      'content-disposition': inline ? 'inline' : 'attachment',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
