import { KNOWLEDGE_PDF_MAX_BYTES } from '../../../lib/knowledge-schemas.ts';

// A PDF's text, page by page, with unpdf (PDF.js for servers). Checked by its bytes, not by what
// the upload claims: it must start %PDF- and be at most 10 MB. PDF.js names a document that needs
// a password PasswordException; anything else it cannot read is a corrupt file. A PDF whose pages
// hold no text (a scan: pictures of pages) is 'pdf_no_text', never "indexed" with nothing in it.

export type PdfText =
  | { ok: true; pages: string[] }
  | { ok: false; code: 'pdf_encrypted' | 'pdf_corrupt' | 'pdf_no_text' | 'too_large'; detail?: string };

export const looksLikePdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.length > KNOWLEDGE_PDF_MAX_BYTES) return { ok: false, code: 'too_large' };
  if (!looksLikePdf(bytes)) return { ok: false, code: 'pdf_corrupt', detail: 'not a PDF' };
  let pages: string[];
  // PDF.js is loaded when a PDF is read, not at start-up (docs/decisions/0051).
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    // PDF.js takes the buffer over (detaches it): it gets a copy.
    const doc = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
    try {
      pages = (await extractText(doc, { mergePages: false })).text;
    } finally {
      await doc.cleanup().catch(() => {});
    }
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') return { ok: false, code: 'pdf_encrypted' };
    return { ok: false, code: 'pdf_corrupt', detail: String((error as Error)?.message ?? error).slice(0, 200) };
  }
  if (!pages.some((p) => /[\p{L}\p{N}]/u.test(p))) return { ok: false, code: 'pdf_no_text' };
  return { ok: true, pages };
}
