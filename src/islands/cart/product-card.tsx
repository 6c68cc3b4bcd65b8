/** @jsxImportSource preact */
import { formatMoney } from '../../lib/format.ts';
import type { PageAddonGroup, PageProduct } from '../../lib/contracts/order-page.ts';
import { lineTotal, toggleAddon, unitPrice, type LineChoice } from '../../lib/order-page-pricing.ts';
import { useCartT, type CartT } from './i18n.ts';
import { ProductThumb } from './product-thumb.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  product: PageProduct;
  choice: LineChoice;
  currency: string;
  /** Translated text of what is missing on this line, once the customer tried to send. */
  problem: string | null;
  onChange: (choice: LineChoice) => void;
  onRemove: () => void;
};

function groupHint(t: CartT, g: PageAddonGroup): string {
  if (g.min > 0 && g.min === g.max) return t('chooseExactly', { min: g.min });
  if (g.min > 0) return t('chooseBetween', { min: g.min, max: g.max });
  return t('chooseUpTo', { max: g.max });
}

/**
 * One basket line. A customisable product shows its variants (one choice, price on each) and
 * add-on groups (ticks with prices); every line has a quantity stepper and its running total.
 */
export function ProductCard({ product, choice, currency, problem, onChange, onRemove }: Props) {
  const { t } = useCartT();
  const money = (n: number) => formatMoney(n, currency);
  const id = `line-${product.line}`;
  const chosen = new Set(choice.addon_option_ids);
  return (
    <article
      id={`field-line.${product.line}`}
      aria-labelledby={`${id}-name`}
      className={`rounded-xl border bg-white p-4 shadow-sm ${problem ? 'border-red-400' : 'border-slate-200'}`}
    >
      <div className="flex gap-3">
        <ProductThumb image={product.image} name={product.name} />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-name`} className="font-semibold break-words">
            {product.name}
          </h3>
          <p className="text-sm text-slate-600">{t('each', { price: money(unitPrice(product, choice)) })}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="h-8 shrink-0 self-start rounded px-2 text-sm text-slate-500 underline-offset-2 hover:text-red-600 hover:underline"
        >
          {t('remove')}
        </button>
      </div>

      {product.variants.length > 0 && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-medium">{t('choose', { name: t('variantLabel').toLowerCase() })}</legend>
          <div className="flex flex-wrap gap-2">
            {product.variants.map((v) => {
              const on = choice.variant_id === v.id;
              return (
                <label
                  key={v.id}
                  className={`relative flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-1.5 text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 ${
                    on ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white'
                  } ${v.in_stock ? '' : 'cursor-not-allowed opacity-50'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-variant`}
                    value={v.id}
                    checked={on}
                    disabled={!v.in_stock}
                    onChange={() => onChange({ ...choice, variant_id: v.id })}
                    className="absolute inset-0 cursor-pointer opacity-0"
                  />
                  <span className="font-medium">{v.name}</span>
                  <span className="text-xs">{v.in_stock ? money(v.price) : t('outOfStock')}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {product.add_ons.map((g) => {
        const taken = g.options.filter((o) => chosen.has(o.id)).length;
        return (
          <fieldset key={g.id} className="mt-4">
            <legend className="mb-1 text-sm font-medium">
              {g.name}{' '}
              <span className="font-normal text-slate-500">
                ({groupHint(t, g)}
                {g.required ? `, ${t('requiredGroup')}` : ''})
              </span>
            </legend>
            <div className="divide-y divide-slate-100">
              {g.options.map((o) => {
                const on = chosen.has(o.id);
                const full = !on && g.max > 1 && taken >= g.max;
                return (
                  <label
                    key={o.id}
                    className={`flex min-h-11 items-center gap-3 py-1 text-sm ${full ? 'opacity-50' : 'cursor-pointer'}`}
                  >
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={full}
                      onChange={() =>
                        onChange({ ...choice, addon_option_ids: toggleAddon(product, choice.addon_option_ids, o.id) })
                      }
                      className="h-5 w-5 shrink-0 accent-brand-600"
                    />
                    <span className="flex-1 break-words">{o.name}</span>
                    <span className="text-slate-600 tabular-nums">{o.price ? `+${money(o.price)}` : ''}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}

      <div className="mt-4 flex items-center justify-between gap-3">
        <QuantityStepper
          name={product.name}
          value={choice.quantity}
          onChange={(quantity) => onChange({ ...choice, quantity })}
        />
        <p className="font-semibold tabular-nums">{money(lineTotal(product, choice))}</p>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {problem}
        </p>
      )}
    </article>
  );
}

/** A line without choices: name, quantity and total in one row (spec 3: not customisable). */
export function SummaryLine({ product, choice, currency, onChange, onRemove }: Omit<Props, 'problem'>) {
  const { t } = useCartT();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <ProductThumb image={product.image} name={product.name} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{product.name}</p>
        <p className="text-sm text-slate-600">{t('each', { price: formatMoney(product.unit_price, currency) })}</p>
        {!product.in_stock && <p className="text-sm text-red-600">{t('outOfStock')}</p>}
      </div>
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
        <QuantityStepper
          name={product.name}
          value={choice.quantity}
          onChange={(quantity) => onChange({ ...choice, quantity })}
        />
        <p className="w-28 text-right font-semibold tabular-nums">
          {formatMoney(lineTotal(product, choice), currency)}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${t('remove')}: ${product.name}`}
          className="h-8 rounded px-2 text-lg text-slate-400 hover:text-red-600"
        >
          ×
        </button>
      </div>
    </li>
  );
}
