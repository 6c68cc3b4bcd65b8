// What a KYC document may be (issue 29): a photo (JPEG, PNG, WebP) or a PDF scan, told by its first
// bytes, never by its name or the type the browser claims; at most KYC_DOCUMENT_MAX_BYTES. The form
// checks the size before uploading; the server checks both on the bytes it received.

/** 8 MB: a phone's full-size photo (3–6 MB) or a scanned certificate fits, a video does not. */
export const KYC_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;

export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** What the form's file inputs offer (a phone opens its camera or its files). */
export const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The document's type read from its magic numbers, or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // %PDF- (a PDF may carry a few bytes of junk before it; scanners do not, and we do not accept it).
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
