import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// Issue 25: the site announced SMS and WhatsApp campaigns as released ("August 2026" on /resources,
// the home page's team card) while the dashboard's marketing section is a placeholder
// (src/islands/dashboard/routes.tsx: `section: 'sec_marketing'`). The site says only what exists.
const read = (lang: string, file: string) =>
  parse(readFileSync(new URL(`./${lang}/${file}`, import.meta.url), 'utf8')) as Record<string, any>;
const CAMPAIGNS = /campaign|kampeni|\bSMS\b/i;
const routes = readFileSync(new URL('../islands/dashboard/routes.tsx', import.meta.url), 'utf8');

describe('what the site says is released', () => {
  it('the marketing section is still a placeholder in the dashboard', () => {
    expect(routes).toMatch(/path: 'marketing\/sms\/campaign', section: 'sec_marketing'/);
  });

  for (const lang of ['en', 'sw']) {
    it(`${lang}: no campaign among the latest features, and the home page calls them coming soon`, () => {
      const latest = read(lang, 'resources.yaml').latest.items as { title: string; text: string }[];
      expect(latest.filter((i) => CAMPAIGNS.test(`${i.title} ${i.text}`))).toEqual([]);
      const features = read(lang, 'home.yaml').features.items as { title: string; text: string }[];
      for (const f of features.filter((i) => CAMPAIGNS.test(i.text)))
        expect(f.text).toMatch(lang === 'en' ? /coming soon/ : /inakuja hivi karibuni|kunakuja hivi karibuni/);
    });
  }
});
