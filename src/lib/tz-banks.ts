// Tanzanian banks a payout can go to, by BIC (ClickPesa's bank payout names the bank by its BIC).
// A static list rather than ClickPesa's banks-list call: the form must work before any provider is
// linked, and a shop may pay out through several accounts. Names as the banks write them; BICs are
// the banks' published SWIFT codes (8 characters, head office). Decision 0022.

export const TZ_BANKS = [
  { bic: 'ANFDTZTZ', name: 'Amana Bank' },
  { bic: 'AKCOTZTZ', name: 'Akiba Commercial Bank' },
  { bic: 'AZANTZTZ', name: 'Azania Bank' },
  { bic: 'BARCTZTZ', name: 'Absa Bank Tanzania' },
  { bic: 'BARBTZTZ', name: 'Bank of Baroda Tanzania' },
  { bic: 'BKIDTZTZ', name: 'Bank of India Tanzania' },
  { bic: 'CITITZTZ', name: 'Citibank Tanzania' },
  { bic: 'CORUTZTZ', name: 'CRDB Bank' },
  { bic: 'DASUTZTZ', name: 'DCB Commercial Bank' },
  { bic: 'DTKETZTZ', name: 'Diamond Trust Bank Tanzania' },
  { bic: 'ECOCTZTZ', name: 'Ecobank Tanzania' },
  { bic: 'EQBLTZTZ', name: 'Equity Bank Tanzania' },
  { bic: 'EUAFTZTZ', name: 'Bank of Africa Tanzania' },
  { bic: 'EXTNTZTZ', name: 'Exim Bank Tanzania' },
  { bic: 'HABLTZTZ', name: 'Habib African Bank' },
  { bic: 'IMBLTZTZ', name: 'I&M Bank Tanzania' },
  { bic: 'KCBLTZTZ', name: 'KCB Bank Tanzania' },
  { bic: 'MKCBTZTZ', name: 'Mkombozi Commercial Bank' },
  { bic: 'CBAFTZTZ', name: 'NCBA Bank Tanzania' },
  { bic: 'NLCBTZTX', name: 'NBC Bank' },
  { bic: 'NMIBTZTZ', name: 'NMB Bank' },
  { bic: 'PBZATZTZ', name: "People's Bank of Zanzibar" },
  { bic: 'SBICTZTX', name: 'Stanbic Bank Tanzania' },
  { bic: 'SCBLTZTX', name: 'Standard Chartered Tanzania' },
  { bic: 'TAPBTZTZ', name: 'TCB Bank' },
  { bic: 'UNAFTZTZ', name: 'United Bank for Africa Tanzania' },
] as const;

export type BankBic = (typeof TZ_BANKS)[number]['bic'];
export const BANK_BICS = TZ_BANKS.map((b) => b.bic) as [BankBic, ...BankBic[]];
const NAMES: Record<string, string> = Object.fromEntries(TZ_BANKS.map((b) => [b.bic, b.name]));
/** The bank's name for a BIC (the BIC itself when it is not in the list any more). */
export const bankName = (bic: string): string => NAMES[bic] ?? bic;
export const isBankBic = (value: string): value is BankBic => value in NAMES;
