import { Button } from '../../../ui/button.tsx';

/** The ✕ ending an editable row (variant, add-on group, segment condition): under the row on a phone, its last cell wider. */
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
