import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The widget and the order page take their answer types from src/lib/contracts without pulling zod
// into what a customer's phone downloads (eslint-zones.js, typeOnlyZone): broken here on purpose.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function refused(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.some((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

const cases = [
  { file: 'src/islands/chat-widget/x.ts', contracts: '../../lib/contracts/chat.ts' },
  { file: 'src/widget/x.ts', contracts: '../lib/contracts/chat.ts' },
  { file: 'src/islands/cart/x.tsx', contracts: '../../lib/contracts/order-page.ts' },
];

describe('the widget and the order page import contracts as types only', () => {
  it.each(cases)(
    '$file',
    async ({ file, contracts }) => {
      expect(
        await refused(file, `import { chatReplySchema } from '${contracts}';\nexport const y = chatReplySchema;\n`),
      ).toBe(true);
      expect(await refused(file, `import { z } from 'zod';\nexport const y = z;\n`)).toBe(true);
      expect(await refused(file, `import type { ChatReply } from '${contracts}';\nexport type Y = ChatReply;\n`)).toBe(
        false,
      );
      // The other zones still hold there: the browser never imports the server.
      const [result] = await eslint.lintText(`import { x } from '../../server/env.ts';\nexport const y = x;\n`, {
        filePath: path.join(root, file),
      });
      expect(result!.messages.some((m) => m.ruleId === 'no-restricted-imports')).toBe(true);
    },
    30_000,
  );

  it('leaves the dashboard alone (it may parse with a contract)', async () => {
    expect(
      await refused(
        'src/islands/dashboard/features/orders/x.ts',
        `import { orderSummarySchema } from '../../../../lib/contracts/order.ts';\nexport const y = orderSummarySchema;\n`,
      ),
    ).toBe(false);
  });
});
