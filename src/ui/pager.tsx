import { Button } from './button.tsx';
import { useUiT } from './use-ui-t.ts';

/** Previous / next with "Page 2 of 7"; hidden when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useUiT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pageOf', { page, pages })} className="flex items-center justify-between gap-2 pt-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('prevPage')}
      >
        ←
      </Button>
      <span className="text-sm text-slate-600">{t('pageOf', { page, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('nextPage')}
      >
        →
      </Button>
    </nav>
  );
}
