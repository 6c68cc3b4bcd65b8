import { eq } from 'drizzle-orm';
import { DEFAULT_WIDGET_THEME, type WidgetTheme } from '../../../lib/chat/widget-theme.ts';
import { widgetSnippet } from '../../../lib/widget-snippet.ts';
import { ensureBot, findBot } from '../../chatbot/bots.ts';
import type { Db } from '../../db/client.ts';
import { bots, type Bot } from '../../db/schema/chat.ts';
import type { Env } from '../../env.ts';

import type { WidgetSettings } from '../../../lib/contracts/widget-settings.ts';

/** The tag a merchant pastes into their site (lib/widget-snippet.ts, shared with the developers page). */
export function embedSnippet(env: Pick<Env, 'appUrl' | 'botUrl'>, botId: string): string {
  return widgetSnippet({ appUrl: env.appUrl, botUrl: env.botUrl, botId });
}

function settingsOf(env: Env, bot: Bot): WidgetSettings {
  return {
    bot_id: bot.id,
    enabled: bot.enabled,
    theme: { ...DEFAULT_WIDGET_THEME, ...bot.theme },
    embed_snippet: embedSnippet(env, bot.id),
  };
}

export async function getWidgetSettings(db: Db, env: Env, shopId: string): Promise<WidgetSettings> {
  return settingsOf(env, await ensureBot(db, shopId));
}

/** Saves the given theme fields over the stored ones (fields left out keep their value). */
export async function updateWidgetTheme(
  db: Db,
  env: Env,
  shopId: string,
  patch: Partial<WidgetTheme>,
): Promise<WidgetSettings> {
  await ensureBot(db, shopId);
  return db.transaction(async (tx) => {
    // the row lock makes two saves at once apply one after the other, neither losing fields
    const [current] = await tx.select().from(bots).where(eq(bots.shopId, shopId)).for('update');
    const [saved] = await tx
      .update(bots)
      .set({ theme: { ...current!.theme, ...patch }, updatedAt: new Date() })
      .where(eq(bots.shopId, shopId))
      .returning();
    return settingsOf(env, saved!);
  });
}

/** GET /plugin/{botId}/unauthenticated: only the theme the merchant saved (the widget has the defaults). */
export async function publicTheme(db: Db, botId: string): Promise<{ theme_config: Partial<WidgetTheme> } | null> {
  const bot = await findBot(db, botId);
  return bot ? { theme_config: bot.theme } : null;
}
