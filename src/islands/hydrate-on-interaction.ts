import type { ClientDirective } from 'astro';

// `client:interaction` (registered in astro.config.mjs): the island stays server-rendered HTML until
// the visitor points at, touches, focuses or types into it, so a public page loads no framework
// and spends no main-thread time on it before anyone interacts (issue 13).
const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const type of INTENT) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of INTENT) island.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
