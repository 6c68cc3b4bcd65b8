import { ACTIONS, RESOURCES, type Action, type Resource } from '../lib/permissions.ts';
import { app as en } from './en/app.ts';
import { app as sw } from './sw/app.ts';
import type { Locale } from './locales.ts';

// A resource or action is named to a person with the words of the staff access table (res_* and
// act_* of the app dictionaries): "Products", never "product"; "Muunganisho wa WhatsApp", never
// "whatsapp_interactions". The back-office and the API's messages both name them through here.

const dicts = { en, sw };

function isResource(value: unknown): value is Resource {
  return (RESOURCES as readonly unknown[]).includes(value);
}

function isAction(value: unknown): value is Action {
  return (ACTIONS as readonly unknown[]).includes(value);
}

export function resourceName(resource: Resource, lang: Locale): string {
  return dicts[lang][`res_${resource}`];
}

/** The action as a verb inside a sentence: "view", "kuona". */
export function actionVerb(action: Action, lang: Locale): string {
  const word = dicts[lang][`act_${action}`];
  return word.charAt(0).toLocaleLowerCase(lang) + word.slice(1);
}

/** Message params with a `resource` or `action` id replaced by its words; other params as they are. */
export function withPermissionWords<P extends Record<string, string | number>>(params: P, lang: Locale): P {
  const { resource, action } = params;
  if (!isResource(resource) && !isAction(action)) return params;
  return {
    ...params,
    ...(isResource(resource) ? { resource: resourceName(resource, lang) } : {}),
    ...(isAction(action) ? { action: actionVerb(action, lang) } : {}),
  };
}
