import { EmptyState } from '../../ui/empty-state.tsx';
import { useAppT, type AppKey } from './lib/use-app-t.ts';

/** A route of spec 2.5 whose screens a later issue builds; it is not linked from the navigation. */
export function ComingSoonPage({ section }: { section: AppKey }) {
  const t = useAppT();
  return (
    <EmptyState
      className="m-4"
      title={t('comingSoonTitle')}
      description={t('comingSoonText', { section: t(section) })}
    />
  );
}
