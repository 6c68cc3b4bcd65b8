import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useWidgetSettingsT } from './use-widget-settings-t.ts';

export function EmbedSnippet({ snippet, botId }: { snippet: string; botId: string }) {
  const t = useWidgetSettingsT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: t('copied'), variant: 'success' });
    } catch {
      toast({ title: t('copyFailed'), variant: 'danger' });
    }
  };
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="embed-title">
      <div>
        <h2 id="embed-title" className="font-semibold">
          {t('embedTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('embedHint')}</p>
      </div>
      <pre
        className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 select-all"
        data-testid="embed-snippet"
      >
        <code>{snippet}</code>
      </pre>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-slate-500">{t('botId', { id: botId })}</span>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
    </section>
  );
}
