import type { KnowledgeHit } from './api.ts';
import type { KnowledgeT } from '../../lib/use-knowledge-t.ts';

/** A passage with where it came from: its source's title and its place there (a page, a URL). */
export function HitSource({ hit, t }: { hit: Pick<KnowledgeHit, 'source_title' | 'location'>; t: KnowledgeT }) {
  return (
    <p className="text-xs text-slate-600">
      <span className="font-semibold text-slate-800">{t('fromSource', { title: hit.source_title })}</span>
      {hit.location && <span className="break-all"> · {hit.location}</span>}
    </p>
  );
}
