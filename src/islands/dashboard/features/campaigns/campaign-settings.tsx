import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { formError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { campaignSettingsQuery, useSaveCampaignSettings } from './api.ts';
import { Panel } from './campaign-bits.tsx';
import type { CampaignsT } from './use-campaigns-t.ts';

type Settings = { cap_messages: number; cap_days: number; whatsapp_price: number };

const whole = (text: string) => {
  const t = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** The frequency cap (default one offer in 7 days) and the WhatsApp price the cost uses. */
export function CampaignSettingsPanel({ mayUpdate, t }: { mayUpdate: boolean; t: CampaignsT }) {
  const settings = useQuery(campaignSettingsQuery());
  return (
    <Panel title={t('settingsTitle')} testId="campaign-settings">
      <LoadState query={settings} t={t}>
        {(s) =>
          mayUpdate ? (
            <SettingsForm initial={s} t={t} />
          ) : (
            <p className="text-sm">
              {t('capNow', { messages: s.cap_messages, days: s.cap_days, price: formatMoney(s.whatsapp_price) })}
            </p>
          )
        }
      </LoadState>
    </Panel>
  );
}

function SettingsForm({ initial, t }: { initial: Settings; t: CampaignsT }) {
  const save = useSaveCampaignSettings();
  const [messages, setMessages] = useState(String(initial.cap_messages));
  const [days, setDays] = useState(String(initial.cap_days));
  const [price, setPrice] = useState(String(initial.whatsapp_price));
  const [bad, setBad] = useState<string[]>([]);
  const server = formError(save.error);
  const err = (field: string) =>
    bad.includes(field) ? t('errNumber') : server?.field === field ? server.message : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { cap_messages: whole(messages), cap_days: whole(days), whatsapp_price: whole(price) };
    const wrong = Object.entries(body)
      .filter(([k, v]) => Number.isNaN(v) || (k === 'cap_days' && v < 1))
      .map(([k]) => k);
    setBad(wrong);
    if (wrong.length === 0) save.mutate(body);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-600">{t('settingsText')}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('capMessages')}
          inputMode="numeric"
          value={messages}
          error={err('cap_messages')}
          onChange={(e) => setMessages(e.target.value)}
        />
        <TextField
          label={t('capDays')}
          inputMode="numeric"
          value={days}
          error={err('cap_days')}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <TextField
        label={t('whatsappPrice')}
        hint={t('whatsappPriceHint')}
        inputMode="numeric"
        value={price}
        error={err('whatsapp_price')}
        onChange={(e) => setPrice(e.target.value)}
      />
      {server && !server.field && (
        <p role="alert" className="text-sm text-red-700">
          {server.message}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
          {t('save')}
        </Button>
        {save.isSuccess && (
          <span role="status" className="text-sm text-emerald-800">
            {t('saved')}
          </span>
        )}
      </div>
    </form>
  );
}
