import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// Marketing copy, one folder per locale (src/content/en, src/content/sw) with the same files;
// an entry's id is '<locale>/<name>', e.g. 'sw/home'. Each page is one YAML file so that
// translators see a whole page at once; the legal pages are Markdown.
const base = './src/content';
const meta = z.object({ title: z.string(), description: z.string() });
const titled = z.object({ title: z.string(), text: z.string() });
const section = z.object({ heading: z.string(), intro: z.string().optional() });
const faq = section.extend({ items: z.array(z.object({ q: z.string(), a: z.string() })) });

const home = defineCollection({
  loader: glob({ pattern: '*/home.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({
      eyebrow: z.string(),
      title: z.string(),
      text: z.string(),
      primary: z.string(),
      secondary: z.string(),
      proof: z.string(),
    }),
    features: section.extend({
      items: z.array(titled.extend({ icon: z.enum(['box', 'chat', 'chart', 'wallet', 'qr', 'team']) })),
    }),
    audiences: section.extend({ items: z.array(titled) }),
    pricing: section.extend({ points: z.array(z.string()), fees: z.string(), cta: z.string() }),
    providers: section.extend({ items: z.array(z.object({ name: z.string(), note: z.string() })), payout: z.string() }),
    testimonials: section.extend({
      items: z.array(z.object({ quote: z.string(), name: z.string(), business: z.string() })),
    }),
    cta: z.object({ heading: z.string(), text: z.string(), button: z.string(), secondary: z.string() }),
    faq,
  }),
});

const about = defineCollection({
  loader: glob({ pattern: '*/about.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string() }),
    mission: titled,
    vision: titled,
    values: section.extend({ items: z.array(titled) }),
    story: section.extend({ paragraphs: z.array(z.string()) }),
  }),
});

const pricing = defineCollection({
  loader: glob({ pattern: '*/pricing.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string(), proof: z.string() }),
    plan: z.object({ name: z.string(), note: z.string(), includes: z.array(z.string()), cta: z.string() }),
    fees: section.extend({ items: z.array(titled), note: z.string() }),
    faq,
  }),
});

const resources = defineCollection({
  loader: glob({ pattern: '*/resources.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string() }),
    gettingStarted: section.extend({ steps: z.array(titled), tip: z.string() }),
    latest: section.extend({ items: z.array(titled.extend({ date: z.string() })) }),
    tools: section.extend({ qr: z.string(), developers: z.string() }),
  }),
});

const contact = defineCollection({
  loader: glob({ pattern: '*/contact.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string() }),
    form: section,
    emailUs: titled,
    callUs: titled,
    visitUs: titled.extend({ hours: z.string() }),
    social: section,
  }),
});

const shops = defineCollection({
  loader: glob({ pattern: '*/shops.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string() }),
    listYourShop: titled.extend({ cta: z.string() }),
  }),
});

const developers = defineCollection({
  loader: glob({ pattern: '*/for-developers.yaml', base }),
  schema: z.object({
    meta,
    hero: z.object({ title: z.string(), text: z.string() }),
    widget: section.extend({
      steps: z.array(titled),
      attributes: z.array(z.object({ name: z.string(), text: z.string() })),
      note: z.string(),
      csp: titled,
    }),
    api: section.extend({ points: z.array(z.string()), pending: z.string() }),
  }),
});

const legal = defineCollection({
  loader: glob({ pattern: '*/{terms-of-service,privacy-policy}.md', base }),
  schema: z.object({ title: z.string(), description: z.string(), updated: z.coerce.date() }),
});

export const collections = { home, about, pricing, resources, contact, shops, developers, legal };
