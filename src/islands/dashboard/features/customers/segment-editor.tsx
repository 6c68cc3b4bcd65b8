import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { SegmentRule } from '../../../../lib/customer-schemas.ts';
import { SEGMENT_MATCH } from '../../../../lib/options.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { CriterionRow, type CriterionDraft } from './criterion-row.tsx';
import { segmentCountQuery, useSegmentMutations, type Segment } from './segments-api.ts';
import { useCustomersT } from './use-customers-t.ts';
import { SaveFooter } from '../../lib/save-footer.tsx';

let seq = 0;
const draft = (c?: Segment['criteria'][number]): CriterionDraft => ({
  key: `c-${++seq}`,
  field: c?.field ?? 'total_amount',
  operator: c?.operator ?? 'gt',
  value: c ? String(c.value) : '',
});

function toRule(match: SegmentRule['match'], rows: CriterionDraft[]): SegmentRule | null {
  if (rows.some((r) => r.value.trim() === '' || (r.field !== 'location' && !/^\d+$/.test(r.value.trim())))) return null;
  return {
    match,
    criteria: rows.map((r) => ({
      field: r.field,
      operator: r.operator,
      value: r.field === 'location' ? r.value.trim() : Number(r.value),
    })),
  };
}

/** Name, any/all and conditions; the count of matching customers follows the edits (counted by the server). */
export function SegmentEditor({ segment, onDone }: { segment?: Segment; onDone: () => void }) {
  const t = useCustomersT();
  const { save } = useSegmentMutations();
  const [name, setName] = useState(segment?.name ?? '');
  const [match, setMatch] = useState<SegmentRule['match']>(segment?.match ?? 'all');
  const [rows, setRows] = useState<CriterionDraft[]>(segment ? segment.criteria.map(draft) : [draft()]);
  const current = toRule(match, rows);
  // The count waits for a pause in typing: one request, not one per key, on a slow network.
  const [counted, setCounted] = useState(current);
  const currentKey = JSON.stringify(current);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(JSON.parse(currentKey) as SegmentRule | null), 400);
    return () => clearTimeout(timer);
  }, [currentKey]);
  const rule = current;
  const count = useQuery(segmentCountQuery(counted ?? { match, criteria: [] }, !!counted && !!rule));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!rule) return;
    save.mutate(
      { id: segment?.id, name, ...rule },
      {
        onSuccess: () => {
          toast({ title: t('segmentSaved'), variant: 'success' });
          onDone();
        },
      },
    );
  };
  const general = generalError(save.error, ['name']);

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="font-semibold">{segment ? t('editSegment') : t('newSegment')}</h2>
      <TextField
        label={t('segmentName')}
        required
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errorFor(save.error, 'name')}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('matchLabel')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {SEGMENT_MATCH.map((m) => (
            <label
              key={m}
              className="flex min-h-11 flex-1 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="match"
                className="h-5 w-5 accent-brand-600"
                checked={match === m}
                onChange={() => setMatch(m)}
              />
              {t(`match_${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <ol className="space-y-2">
        {rows.map((c, i) => (
          <CriterionRow
            key={c.key}
            n={i + 1}
            c={c}
            onChange={(next) => setRows((rs) => rs.map((r, j) => (j === i ? next : r)))}
            onRemove={rows.length > 1 ? () => setRows((rs) => rs.filter((_, j) => j !== i)) : undefined}
          />
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => setRows((rs) => [...rs, draft()])}>
        + {t('addCondition')}
      </Button>
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-700">
        {!rule
          ? '—'
          : count.isFetching && !count.data
            ? t('counting')
            : count.isError
              ? count.error.message
              : t('liveCount', { count: count.data?.count ?? 0 })}
      </p>
      <SaveFooter general={general} onCancel={onDone} disabled={!rule} pending={save.isPending} />
    </form>
  );
}
