import { operatorMoney as en } from '../../../i18n/en/operator-money.ts';
import { operatorMoney as sw } from '../../../i18n/sw/operator-money.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const operatorMoneyDicts = { en, sw };
export type OperatorMoneyT = TFunction<typeof en>;

export function useOperatorMoneyT(): OperatorMoneyT {
  return useT(operatorMoneyDicts);
}

/**
 * The console's navigation words for the money screens, both languages (the shell's
 * `operatorScreens` takes `{ en, sw }`): at merge, one line each there —
 * payouts → PayoutsScreen (payouts-screen.tsx), fee → PlatformFeeScreen, figures → FiguresScreen.
 */
export const moneyNavLabel = (key: 'navPayouts' | 'navFee' | 'navFigures') => ({ en: en[key], sw: sw[key] });
