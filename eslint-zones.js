// @ts-check
// One-way layers (DESIGN.md "Layout", docs/decisions/0012): each zone names the imports its files
// may not make. ESLint applies one set of options per rule to a file, so a narrower zone repeats
// the patterns of the zone around it. Tests are outside the zones: they run in Node and may set a
// whole app up (a browser-side test compares with the server, a bot test makes products).
// src/lint-zones.test.ts breaks each zone on purpose.

const browserToServer = {
  regex: '(^|/)server/(?!api-types\\.ts$)',
  message: 'Browser code never imports the server: share it through src/lib.',
};
/**
 * The one exception (decision 0017): the dashboard's typed client reads the declared routes' types
 * from server/api-types.ts. `import type` is erased at build, so no server code reaches the browser;
 * a value import of it is still refused.
 */
const browserToApiTypes = {
  regex: '(^|/)server/api-types\\.ts$',
  allowTypeImports: true,
  message: 'The browser may take only the types of server/api-types.ts: `import type { ApiRouteMap } from …`.',
};
const libToUi = {
  regex: '(^|/)(ui|islands)/',
  message: 'src/lib is plain TypeScript under the UI: it imports no component.',
};
/** @param {number} depth how deep under its feature's folder the importing file lies */
const featureToFeature = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\./)[^/]+/|(^|/)features/`,
  message: 'A dashboard feature does not import another one: move the shared piece to dashboard/lib or src/ui.',
});
const providersUp = {
  regex: '(^|/)(modules|flows|chatbot)/',
  message:
    "The provider kit (src/server/providers) sits below modules: an adapter gets what it needs in the caller's context.",
};
const chatbotToModules = {
  regex: '(^|/)modules/',
  message:
    "The bot reaches the shop's catalogue, customers, orders and checkout links through ctx.shopPorts (chatbot/shop-ports.ts), never a module.",
};
const storageUp = {
  regex: '(^|/)(modules|flows|chatbot|http|jobs|whatsapp|providers)/',
  message:
    'storage/ sits low (decision 0049): it keeps bytes under keys; who may read them is decided by the routes above it.',
};
const jobsUp = {
  regex: '(^|/)(modules|chatbot|whatsapp)/',
  message: 'jobs/ is the queue alone: its handlers are wired in src/server/job-handlers.ts.',
};

/**
 * The bot's public entry points, the only chatbot files a module may import:
 * engine.ts (handleInbound: a customer's message in, the answer out), deliver.ts (deliver: a
 * staff reply or a notification into a conversation), order-events.ts (notifyOrderPlaced),
 * flow-store.ts (ensureFlow, greetsWhenOpened, forgetPublishedVersion), bots.ts (ensureBot,
 * findBot), shop-info.ts (findBotCached), preview-token.ts (the builder's preview) and
 * message-cursor.ts (the widget's history pages).
 */
const chatbotEntryPoints = [
  'engine',
  'deliver',
  'outbound',
  'order-events',
  'flow-store',
  'bots',
  'shop-info',
  'preview-token',
  'message-cursor',
];
const modulesIntoChatbot = {
  regex: `(^|/)chatbot/(?!(${chatbotEntryPoints.join('|')})\\.ts$)`,
  message: `A module calls the bot only through its entry points: ${chatbotEntryPoints.map((f) => `chatbot/${f}.ts`).join(', ')}.`,
};

/**
 * A module shows a small face, its index.ts (decision 0035): another module imports only that,
 * never the files behind it, and no module imports a flow (src/server/flows: what crosses modules
 * sits above them, so the modules form no loop). `depth` is how deep under its module's folder the
 * importing file lies; a relative path that climbs out of the module names the other module next.
 * @param {number} depth
 */
const moduleFace = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+/(?!index\\.ts$)|(^|/)modules/`,
  message: "A module imports another only through that module's face, its index.ts (decision 0035).",
});
const modulesToFlows = {
  regex: '(^|/)flows/',
  message:
    'A module never imports a flow: flows call modules, and what a module needs from above comes through a port.',
};

/**
 * @param {string[]} files
 * @param {{ regex: string; message: string; allowTypeImports?: boolean }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const zone = (files, ...patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * What a customer's phone downloads stays small (widget.js ≤ 6 KB gzip, the order page ≤ 80 KB):
 * the widget and the order page take the answer contracts (src/lib/contracts) as types only, and
 * never zod. Its own rule name, so that it adds to the zones above instead of replacing them.
 */
const contractsAsTypes = {
  regex: '(^|/)lib/contracts/',
  allowTypeImports: true,
  message:
    'The widget and the order page import answer contracts as types only (`import type`): no zod in their bundles.',
};
const noZod = { regex: '^zod(/|$)', message: 'No zod in the widget or the order page: validation is the server’s.' };
const lightBundles = ['src/widget/**', 'src/islands/chat-widget/**', 'src/islands/cart/**'];
/** @type {import('eslint').Linter.Config} */
const typeOnlyZone = {
  files: lightBundles,
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractsAsTypes, noZod] }] },
};

/**
 * A fake of an outside service (tests/fixtures/fake-*.ts) is written from that provider's own SDK or
 * document, never from our adapter: a fake that borrows the adapter's code (its digest, its status
 * words) agrees with the adapter by construction and cannot catch where the adapter misreads the
 * provider (issue 25).
 */
const fakeToServer = {
  regex: '(^|/)src/server(/|$)',
  message: "A provider's fake is written from the provider's own SDK or document: it imports nothing from src/server.",
};

const browser = ['src/islands/**', 'src/ui/**', 'src/widget/**', 'src/lib/**', 'src/pages/**', 'src/layouts/**'];
const features = 'src/islands/dashboard/features';

export const lintZones = [
  zone(browser, browserToServer, browserToApiTypes),
  zone(['src/lib/**'], browserToServer, browserToApiTypes, libToUi),
  zone([`${features}/*/*.{ts,tsx}`], browserToServer, browserToApiTypes, featureToFeature(1)),
  zone([`${features}/*/*/*.{ts,tsx}`], browserToServer, browserToApiTypes, featureToFeature(2)),
  zone(['src/server/chatbot/**'], chatbotToModules),
  zone(['src/server/jobs/**'], jobsUp),
  zone(['src/server/providers/**'], providersUp),
  zone(['src/server/storage/**'], storageUp),
  ...[0, 1, 2, 3].map((depth) =>
    zone([`src/server/modules/*/${'*/'.repeat(depth)}*.ts`], modulesIntoChatbot, moduleFace(depth), modulesToFlows),
  ),
  // fake-graph.ts (WhatsApp, not a money provider) still takes Meta-shaped bodies from
  // src/server/test/whatsapp-payloads.ts, which a dozen server tests import too: moving that file
  // under tests/fixtures is its own change, so the zone leaves fake-graph.ts out until then.
  { ...zone(['tests/fixtures/fake-*.ts'], fakeToServer), ignores: ['tests/fixtures/fake-graph.ts'] },
  typeOnlyZone,
];
