import { FigureCard } from '../../lib/analytics/figure-card.tsx';

type Figure = { label: string; figure: { value: number; previous: number }; format?: (n: number) => string };

/** A section's headline figures, each beside its previous period; `columns` sets the grid per width. */
export function FigureGrid({ columns, figures }: { columns: string; figures: Figure[] }) {
  return (
    <dl className={`mt-3 grid grid-cols-1 gap-3 ${columns}`}>
      {figures.map((f) => (
        <FigureCard
          key={f.label}
          label={f.label}
          value={f.figure.value}
          previous={f.figure.previous}
          format={f.format}
        />
      ))}
    </dl>
  );
}
