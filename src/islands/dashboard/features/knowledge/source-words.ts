import type { KnowledgeSource } from '../../../../lib/contracts/knowledge.ts';
import type { KnowledgeErrorCode } from '../../../../lib/knowledge-schemas.ts';
import type { KnowledgeKey, KnowledgeT } from '../../lib/use-knowledge-t.ts';

// A source's state said in words: the server stores codes (knowledge-schemas.ts), the merchant
// reads sentences. Typed as a full record, so a new code fails the type check until it has words.

const ERROR_WORDS: Record<KnowledgeErrorCode, KnowledgeKey> = {
  pdf_encrypted: 'err_pdf_encrypted',
  pdf_corrupt: 'err_pdf_corrupt',
  pdf_no_text: 'err_pdf_no_text',
  too_large: 'err_too_large',
  timeout: 'err_timeout',
  redirect_loop: 'err_redirect_loop',
  too_many_redirects: 'err_too_many_redirects',
  not_html: 'err_not_html',
  private_address: 'err_private_address',
  http_status: 'err_http_status',
  unreachable: 'err_unreachable',
  bad_url: 'err_bad_url',
  no_text: 'err_no_text',
  other_site: 'err_other_site',
  max_pages: 'err_max_pages',
};

/** The words of an error code; a code this screen does not know (an older screen) says something went wrong. */
export function errorWords(code: string | null | undefined, t: KnowledgeT): string {
  return t(code && Object.hasOwn(ERROR_WORDS, code) ? ERROR_WORDS[code as KnowledgeErrorCode] : 'err_other');
}

/**
 * Why a source is not answering, or null when it is: a failure's code in words, and a PDF with
 * no text always as the scan it most likely is, whichever code the reader gave.
 */
export function problemWords(source: Pick<KnowledgeSource, 'kind' | 'state' | 'error_code'>, t: KnowledgeT) {
  if (source.state === 'no_text') return t(source.kind === 'pdf' ? 'err_pdf_no_text' : 'err_no_text');
  if (source.state === 'failed' || source.error_code) return errorWords(source.error_code, t);
  return null;
}

export const count = (t: KnowledgeT, n: number, one: KnowledgeKey, many: KnowledgeKey) =>
  n === 1 ? t(one) : t(many, { n });

/** 1.2 MB, 340 KB: the size a person reads. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
