import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { CAMPAIGN_FACT_KINDS } from '../../../../lib/campaign-schemas.ts';
import { LEFT_OUT_REASONS } from '../../../../lib/contracts/campaign.ts';
import {
  audienceCountQuery,
  productChoicesQuery,
  segmentChoicesQuery,
  setChoicesQuery,
  type AudienceCountBody,
} from './api.ts';
import { FACT_FIELDS, newFact, type CampaignDraft, type DraftErrors, type FactKind } from './campaign-draft.ts';
import type { CampaignsT } from './use-campaigns-t.ts';

type Props = {
  draft: CampaignDraft;
  set: (patch: Partial<CampaignDraft>) => void;
  errors: DraftErrors;
  msg: (field: string) => string | undefined;
  t: CampaignsT;
};

/** Who gets the campaign: a segment, tags, and commerce facts (all must hold). */
export function AudienceEditor({ draft, set, msg, t }: Props) {
  const segments = useQuery(segmentChoicesQuery());
  const hasBought = draft.facts.some((f) => f.kind === 'bought');
  const products = useQuery({ ...productChoicesQuery(), enabled: hasBought });
  const sets = useQuery({ ...setChoicesQuery(), enabled: hasBought });
  const targets = [
    { value: '', label: t('anyProduct') },
    ...(products.data?.items ?? []).map((p) => ({ value: `p:${p.id}`, label: p.name })),
    ...(sets.data ?? []).map((s) => ({ value: `s:${s.id}`, label: t('setNamed', { name: s.name }) })),
  ];
  const setFact = (i: number, patch: Partial<CampaignDraft['facts'][number]>) =>
    set({ facts: draft.facts.map((f, j) => (j === i ? { ...f, ...patch } : f)) });

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('segment')}
          value={draft.segment_id}
          onChange={(e) => set({ segment_id: e.target.value })}
          options={[
            { value: '', label: t('anySegment') },
            ...(segments.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <TextField
          label={t('tags')}
          hint={t('tagsHint')}
          value={draft.tags}
          onChange={(e) => set({ tags: e.target.value })}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('facts')}</legend>
        {draft.facts.map((f, i) => (
          <div
            key={i}
            className="grid items-end gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
            data-testid="audience-fact"
          >
            <SelectField
              label={t('factKind')}
              value={f.kind}
              onChange={(e) => setFact(i, { kind: e.target.value as FactKind })}
              options={CAMPAIGN_FACT_KINDS.map((k) => ({ value: k, label: t(`fact_${k}`) }))}
            />
            {f.kind === 'bought' && (
              <SelectField
                label={t('boughtWhat')}
                value={f.target}
                onChange={(e) => setFact(i, { target: e.target.value })}
                options={targets}
              />
            )}
            {FACT_FIELDS[f.kind].amount ? (
              <TextField
                label={t('factAmount')}
                inputMode="numeric"
                value={f.amount}
                error={msg(`fact_${i}_amount`)}
                onChange={(e) => setFact(i, { amount: e.target.value })}
              />
            ) : f.kind === 'bought' ? null : (
              <span className="hidden sm:block" />
            )}
            {FACT_FIELDS[f.kind].days ? (
              <TextField
                label={t('factDays')}
                inputMode="numeric"
                value={f.days}
                error={msg(`fact_${i}_days`)}
                onChange={(e) => setFact(i, { days: e.target.value })}
              />
            ) : (
              <span className="hidden sm:block" />
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => set({ facts: draft.facts.filter((_, j) => j !== i) })}
            >
              {t('removeFact')}
            </Button>
          </div>
        ))}
        {draft.facts.length < 10 && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => set({ facts: [...draft.facts, newFact('owes_over')] })}
          >
            {t('addFact')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}

/** A value that settles: the count is asked once the merchant stops typing. */
export function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** The live count: how many get it, on which channel, and who is left out and why. */
export function AudienceCount({ body, t }: { body: AudienceCountBody | null; t: CampaignsT }) {
  const settled = useSettled(body);
  const count = useQuery(
    audienceCountQuery(
      settled ?? { audience: { segment_id: null, tags: [], facts: [] }, whatsapp_template_id: null },
      settled !== null,
    ),
  );
  if (!settled) return null;
  const d = count.data;
  return (
    <div
      className="rounded-lg bg-slate-50 p-3 text-sm"
      aria-live="polite"
      aria-busy={count.isFetching}
      data-testid="audience-count"
    >
      {!d ? (
        <p className={count.isError ? 'text-red-700' : 'text-slate-600'}>
          {count.isError ? t('countFailed') : t('countLoading')}
        </p>
      ) : (
        <div className={count.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="font-semibold">{t('countLine', { reachable: d.reachable, matched: d.matched })}</p>
          <p className="text-slate-600">{t('countChannels', { whatsapp: d.whatsapp, sms: d.sms })}</p>
          {LEFT_OUT_REASONS.some((r) => d.left_out[r] > 0) ? (
            <>
              <p className="mt-2 font-medium">{t('leftOut')}</p>
              <ul className="list-disc pl-5 text-slate-700">
                {LEFT_OUT_REASONS.filter((r) => d.left_out[r] > 0).map((r) => (
                  <li key={r}>{t(`left_${r}`, { count: d.left_out[r] })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-slate-600">{t('nobodyLeftOut')}</p>
          )}
        </div>
      )}
    </div>
  );
}
