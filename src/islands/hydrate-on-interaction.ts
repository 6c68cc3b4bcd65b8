import type { ClientDirective } from 'astro';

// `client:interaction` (registered in astro.config.mjs): the island stays server-rendered HTML until
// the visitor points at, touches, focuses or types into it, so a public page loads no framework
// and spends no main-thread time on it before anyone interacts (issue 13).
// `client:interaction="phone"` also hydrates at once when the URL carries ?phone=: the visitor came
// (by a link, or by the form sent before hydration) to see what the island makes of it.
const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  const start = async () => {
    for (const type of INTENT) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  const param = typeof options.value === 'string' ? options.value : '';
  if (param && new URLSearchParams(location.search).has(param)) return void start();
  for (const type of INTENT) island.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
