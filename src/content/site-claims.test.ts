import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// Issue 25: the site announced SMS and WhatsApp campaigns while the dashboard's marketing section
// was a placeholder. Issue 27 built them: the site says so, and says only what the dashboard has
// (src/islands/dashboard/routes.tsx opens the campaign pages, not a `section` placeholder).
const read = (lang: string, file: string) =>
  parse(readFileSync(new URL(`./${lang}/${file}`, import.meta.url), 'utf8')) as Record<string, any>;
const CAMPAIGNS = /campaign|kampeni|\bSMS\b/i;
const routes = readFileSync(new URL('../islands/dashboard/routes.tsx', import.meta.url), 'utf8');

describe('what the site says is released', () => {
  it('the dashboard opens the campaign pages', () => {
    for (const path of ['marketing', 'marketing/sms/campaign', 'marketing/sms/campaign/create'])
      expect(routes).toMatch(new RegExp(`path: '${path}', guard: \\['campaigns', '\\w+'\\], page: \\w+`));
  });

  for (const lang of ['en', 'sw']) {
    it(`${lang}: campaigns among the latest features, and no longer "coming soon" on the home page`, () => {
      const latest = read(lang, 'resources.yaml').latest.items as { title: string; text: string }[];
      expect(latest.filter((i) => CAMPAIGNS.test(`${i.title} ${i.text}`))).toHaveLength(1);
      const features = read(lang, 'home.yaml').features.items as { title: string; text: string }[];
      const told = features.filter((i) => CAMPAIGNS.test(i.text));
      expect(told.length).toBeGreaterThan(0);
      for (const f of told) expect(f.text).not.toMatch(/coming soon|inakuja hivi karibuni|kunakuja hivi karibuni/);
    });
  }
});
