import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';
import { useUiT } from './use-ui-t.ts';

/** Spec 2.1: 'Something went wrong.' with a Refresh button that reloads the page. */
export function ErrorScreen({ onRefresh }: { onRefresh?: () => void }) {
  const t = useUiT();
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-4 px-6 py-12 text-center"
    >
      <AlertIcon className="text-4xl text-red-600" />
      <h1 className="text-xl font-semibold text-ink">{t('somethingWentWrong')}</h1>
      <p className="max-w-sm text-sm text-slate-600">{t('errorScreenHint')}</p>
      <Button onClick={refresh}>{t('refresh')}</Button>
    </div>
  );
}
