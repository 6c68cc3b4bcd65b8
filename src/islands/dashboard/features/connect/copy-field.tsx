import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useConnectT } from './use-connect-t.ts';

/** A value the merchant pastes elsewhere (Meta's dashboard): shown whole, selectable, with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useConnectT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => toast({ title: t('copyFailed'), variant: 'danger' }),
    );
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="mt-1 flex gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(e) => e.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs"
        />
        <Button variant="secondary" size="sm" className="h-10" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </div>
  );
}
