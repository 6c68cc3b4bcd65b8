import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each zone of eslint-zones.js broken on purpose: the import a file of the zone may not make
// fails `npx eslint .` (and so CI), and the one it may make passes.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, specifier: string, statement = `import { x } from '${specifier}';`) {
  const [result] = await eslint.lintText(`${statement}\nexport const y = x;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

const zones: { zone: string; file: string; breaks: string; keeps: string }[] = [
  {
    zone: 'browser ↛ server (islands)',
    file: 'src/islands/chat-widget/x.tsx',
    breaks: '../../server/env.ts',
    keeps: '../../lib/format.ts',
  },
  {
    zone: 'browser ↛ server (ui)',
    file: 'src/ui/x.tsx',
    breaks: '../server/http/errors.ts',
    keeps: '../lib/format.ts',
  },
  {
    zone: 'browser ↛ server (widget)',
    file: 'src/widget/x.ts',
    breaks: '../server/chatbot/engine.ts',
    keeps: '../lib/format.ts',
  },
  { zone: 'browser ↛ server (pages)', file: 'src/pages/x.ts', breaks: '../server/env.ts', keeps: '../lib/format.ts' },
  {
    zone: 'browser ↛ server (layouts)',
    file: 'src/layouts/x.ts',
    breaks: '../server/env.ts',
    keeps: '../lib/format.ts',
  },
  { zone: 'browser ↛ server (lib)', file: 'src/lib/x.ts', breaks: '../server/env.ts', keeps: './format.ts' },
  { zone: 'lib ↛ ui', file: 'src/lib/x.ts', breaks: '../ui/button.tsx', keeps: './money.ts' },
  {
    zone: 'lib ↛ islands',
    file: 'src/lib/chat/x.ts',
    breaks: '../../islands/dashboard/lib/api.ts',
    keeps: '../format.ts',
  },
  {
    zone: 'feature ↛ feature',
    file: 'src/islands/dashboard/features/home/x.tsx',
    breaks: '../staff/api.ts',
    keeps: '../../lib/staff-query.ts',
  },
  {
    zone: 'feature ↛ feature (deeper file)',
    file: 'src/islands/dashboard/features/chatflow/forms/x.tsx',
    breaks: '../../products/api.ts',
    keeps: '../api.ts',
  },
  {
    zone: 'chatbot ↛ modules',
    file: 'src/server/chatbot/executors/x.ts',
    breaks: '../../modules/orders/order-query.service.ts',
    keeps: '../shop-ports.ts',
  },
  {
    zone: 'jobs ↛ modules',
    file: 'src/server/jobs/x.ts',
    breaks: '../modules/customers/customer.service.ts',
    keeps: './worker.ts',
  },
  {
    zone: 'jobs ↛ the code it runs',
    file: 'src/server/jobs/x.ts',
    breaks: '../whatsapp/send-message.ts',
    keeps: '../db/schema/jobs.ts',
  },
  {
    zone: 'the provider kit ↛ modules, flows or the bot',
    file: 'src/server/providers/x.ts',
    breaks: '../modules/payments/index.ts',
    keeps: '../db/client.ts',
  },
  {
    zone: 'object storage ↛ the layers above it',
    file: 'src/server/storage/x.ts',
    breaks: '../modules/media/index.ts',
    keeps: '../env.ts',
  },
  {
    zone: 'modules → the bot only by its entry points',
    file: 'src/server/modules/plugin/x.ts',
    breaks: '../../chatbot/catalogue-cache.ts',
    keeps: '../../chatbot/engine.ts',
  },
  {
    zone: "a module → another module only by that module's face (index.ts)",
    file: 'src/server/modules/orders/x.ts',
    breaks: '../customers/customer.service.ts',
    keeps: '../customers/index.ts',
  },
  {
    zone: 'a module → another module only by its face (a deeper file, a deeper file behind the face)',
    file: 'src/server/modules/payments/providers/clickpesa/x.ts',
    breaks: '../../../ledger/test/ledger-kit.ts',
    keeps: '../../../ledger/index.ts',
  },
  {
    zone: 'a module → its own files freely (a deeper file)',
    file: 'src/server/modules/payments/sandbox/x.ts',
    breaks: '../../orders/order.service.ts',
    keeps: '../start-payment.ts',
  },
  {
    zone: 'a module ↛ the face by the long way round (modules/…)',
    file: 'src/server/modules/debts/x.ts',
    breaks: '../../modules/customers/customer.service.ts',
    keeps: '../../db/schema/books.ts',
  },
  {
    zone: 'a module ↛ a flow',
    file: 'src/server/modules/orders/x.ts',
    breaks: '../../flows/order-money/order-money-hooks.ts',
    keeps: './order-hooks.ts',
  },
  {
    zone: "a provider's fake ↛ src/server (it is written from the provider, not from our adapter)",
    file: 'tests/fixtures/fake-selcom.ts',
    breaks: '../../src/server/modules/payments/providers/selcom/selcom-digest.ts',
    keeps: './fake-provider-server.ts',
  },
  {
    zone: "a provider's fake ↛ src/server (any fake, any server file)",
    file: 'tests/fixtures/fake-azampay.ts',
    breaks: '../../src/server/env.ts',
    keeps: 'node:crypto',
  },
];

describe('lint zones', () => {
  it.each(zones)(
    '$zone',
    async ({ file, breaks, keeps }) => {
      expect(await restricted(file, breaks)).toBe(true);
      expect(await restricted(file, keeps)).toBe(false);
    },
    30_000,
  );

  // Decision 0017: the typed client reads the declared routes' types, and nothing else, from the server.
  describe('browser → server/api-types.ts, types only', () => {
    const client = 'src/islands/dashboard/lib/x.ts';
    const apiTypes = '../../../server/api-types.ts';
    const feature = 'src/islands/dashboard/features/orders/x.ts';
    const featureApiTypes = '../../../../server/api-types.ts';

    it('lets `import type` through, from dashboard/lib and from a feature', async () => {
      expect(await restricted(client, apiTypes, `import type { x } from '${apiTypes}';`)).toBe(false);
      expect(await restricted(client, apiTypes, `import { type x } from '${apiTypes}';`)).toBe(false);
      expect(await restricted(feature, featureApiTypes, `import type { x } from '${featureApiTypes}';`)).toBe(false);
    });

    it('refuses a value import of it', async () => {
      expect(await restricted(client, apiTypes)).toBe(true);
      expect(await restricted(feature, featureApiTypes)).toBe(true);
      expect(await restricted('src/lib/x.ts', '../server/api-types.ts')).toBe(true);
    });

    it('refuses even `import type` from any other server file', async () => {
      expect(
        await restricted(client, '../../../server/app.ts', `import type { x } from '../../../server/app.ts';`),
      ).toBe(true);
      expect(
        await restricted(
          client,
          '../../../server/api-types.tsx',
          `import type { x } from '../../../server/api-types.tsx';`,
        ),
      ).toBe(true);
    });
  });

  it('leaves tests out: a test may set a whole app up', async () => {
    expect(await restricted('src/server/chatbot/x.test.ts', '../modules/products/product.service.ts')).toBe(false);
  });
});
