import { Button } from '../../../../ui/button.tsx';

/** The ✕ closing a variant or add-on group row: its own line's end on a phone, the row's last cell wider. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="col-span-2 justify-self-end text-red-700 sm:col-span-1 sm:mt-6"
      aria-label={label}
      onClick={onClick}
    >
      ✕
    </Button>
  );
}
