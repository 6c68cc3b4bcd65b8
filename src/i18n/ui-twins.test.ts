import { describe, expect, it } from 'vitest';
import { compareTwins, describeIssues, unexpectedIssues, type TwinProblem } from './twin-check.ts';

// Every English UI dictionary (src/i18n/en/*.ts) has a Swahili twin exporting the same
// dictionaries with the same keys and no empty strings. The type check catches a missing key
// too; this test also catches an extra or empty one.
const en = import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true });
const sw = import.meta.glob<Record<string, unknown>>('./sw/*.ts', { eager: true });

// Left the same or with other placeholders on purpose: Meta's console is in English, so its menu
// path is quoted as it reads there; the variable names are examples a merchant would write in
// their own language, not placeholders the app fills; an address and a wallet's brand name are not translated.
const ALLOWED: Record<string, TwinProblem> = {
  'connect.manualPhoneHint': 'identical',
  'connect.manualWabaHint': 'identical',
  'chatflow.desc_set_variable': 'placeholders',
  'chatflow.f_variableHint': 'placeholders',
  'site.footerAddress': 'identical',
  'paymentAccounts.network_mixx': 'identical',
  'orderPayments.network_mixx': 'identical',
  'refunds.network_mixx': 'identical',
  'smsProviders.provider_africastalking': 'identical',
};

const dictionaries = (mod: Record<string, unknown>) =>
  Object.entries(mod).filter(
    (entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null,
  );

describe('UI string twins', () => {
  it('has a sw file for every en file', () => {
    const names = (glob: Record<string, unknown>) =>
      Object.keys(glob)
        .map((p) => p.split('/').pop())
        .sort();
    expect(names(sw)).toEqual(names(en));
  });

  for (const [file, mod] of Object.entries(en)) {
    const twin = sw[file.replace('./en/', './sw/')];
    for (const [name, dict] of dictionaries(mod)) {
      it(`${file} ${name}: same keys in sw, none empty`, () => {
        const swDict = twin?.[name] as Record<string, unknown> | undefined;
        expect(swDict, `${name} missing in sw`).toBeTruthy();
        expect(Object.keys(swDict!).sort()).toEqual(Object.keys(dict).sort());
        for (const [key, value] of Object.entries(swDict!)) {
          if (typeof value === 'string') expect(value.trim(), `${name}.${key}`).not.toBe('');
        }
      });
    }
  }

  it('leaves no sentence in English and keeps every placeholder in both languages', () => {
    const issues = Object.entries(en).flatMap(([file, mod]) =>
      dictionaries(mod).flatMap(([name, dict]) => compareTwins(name, dict, sw[file.replace('./en/', './sw/')]?.[name])),
    );
    expect(describeIssues(unexpectedIssues(issues, ALLOWED))).toEqual([]);
  });

  it('has the keys the spec names', async () => {
    const { site } = await import('./en/site.ts');
    for (const key of ['shopsLink', 'pricingLink', 'loginLink', 'viewDashboard', 'getStarted', 'oneTimeFeePrice']) {
      expect(site).toHaveProperty(key);
    }
  });
});
