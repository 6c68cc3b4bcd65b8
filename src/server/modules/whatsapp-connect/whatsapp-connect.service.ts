import { randomBytes, randomInt } from 'node:crypto';
import { normalizePhone } from '../../../lib/phone.ts';
import type { Deps } from '../../http/context.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { seal } from '../../whatsapp/secret-box.ts';
import { callGraph, errorOf, isOk, type GraphAnswer } from './graph.ts';
import { accessTokenOf } from '../../whatsapp/account.ts';
import {
  assertNumberFree,
  deleteAccount,
  embeddedAvailable,
  markAccount,
  requireAccount,
  saveAccount,
  syncStates,
} from './whatsapp-account.service.ts';
import type { EmbeddedSignup, ManualConnect, SyncType } from '../../../lib/connect-schemas.ts';

// Graph error codes that mean the token itself is bad (expired, revoked, wrong app).
const AUTH_CODES = new Set([190, 102, 104, 10, 200]);
const isAuthFailure = (answer: GraphAnswer) => answer.status === 401 || AUTH_CODES.has(errorOf(answer).code ?? -1);

/** GET /{phone_number_id}: the number's display form and verified name; proves the token can use it. */
async function readNumber(deps: Deps, shopId: string, phoneNumberId: string, accessToken: string) {
  const answer = await callGraph(deps, {
    method: 'GET',
    path: `/${phoneNumberId}`,
    query: { fields: 'display_phone_number,verified_name' },
    accessToken,
    shopId,
  });
  if (!isOk(answer)) {
    if (answer.status >= 500) throw new AppError(502, 'connect_graph_failed', { detail: errorOf(answer).message });
    throw badRequest('connect_token_invalid', { detail: errorOf(answer).message }, 'access_token');
  }
  return {
    displayPhoneNumber: typeof answer.json?.display_phone_number === 'string' ? answer.json.display_phone_number : '',
    verifiedName: typeof answer.json?.verified_name === 'string' ? answer.json.verified_name : '',
  };
}

/** Own Cloud API app: the token is checked against Graph before anything is stored. */
export async function connectManual(deps: Deps, shopId: string, input: ManualConnect): Promise<void> {
  const db = deps.database.db;
  await assertNumberFree(db, shopId, input.phone_number_id);
  const number = await readNumber(deps, shopId, input.phone_number_id, input.access_token);
  await saveAccount(db, shopId, {
    phoneNumberId: input.phone_number_id,
    wabaId: input.waba_id,
    businessId: null,
    ...number,
    mode: 'manual',
    accessTokenEnc: seal(deps.env.secretKey, input.access_token),
    appSecretEnc: seal(deps.env.secretKey, input.app_secret),
    verifyToken: input.verify_token || randomBytes(18).toString('base64url'),
    status: 'connected',
    lastError: null,
  });
}

/**
 * Embedded Signup (protocols.md §1): code → business token, subscribe our app to the WABA, read the
 * number, register it (not for coexistence numbers, which stay in the Business app). A failure
 * before the number is read stores nothing; a failed registration keeps the account with its error,
 * since the code cannot be used twice.
 */
export async function connectEmbedded(
  deps: Deps,
  shopId: string,
  input: EmbeddedSignup,
): Promise<{ pin: string | null }> {
  const { env } = deps;
  const db = deps.database.db;
  if (!embeddedAvailable(env)) throw new AppError(400, 'connect_not_configured');
  await assertNumberFree(db, shopId, input.phone_number_id);

  const query = { client_id: env.META_APP_ID!, client_secret: env.META_APP_SECRET!, code: input.code };
  const exchange = await callGraph(deps, { method: 'GET', path: '/oauth/access_token', query, shopId });
  const accessToken: unknown = exchange.json?.access_token;
  if (!isOk(exchange) || typeof accessToken !== 'string' || !accessToken) {
    if (exchange.status >= 500) throw new AppError(502, 'connect_graph_failed', { detail: errorOf(exchange).message });
    throw badRequest('connect_code_invalid', { detail: errorOf(exchange).message }, 'code');
  }

  const subscribe = await callGraph(deps, {
    method: 'POST',
    path: `/${input.waba_id}/subscribed_apps`,
    accessToken,
    shopId,
  });
  if (!isOk(subscribe)) throw new AppError(502, 'connect_subscribe_failed', { detail: errorOf(subscribe).message });

  const number = await readNumber(deps, shopId, input.phone_number_id, accessToken);
  let pin: string | null = null;
  let lastError: string | null = null;
  if (!input.coexistence) {
    // Registration sets the number's two-step verification PIN; the merchant is shown it once.
    pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const register = await callGraph(deps, {
      method: 'POST',
      path: `/${input.phone_number_id}/register`,
      accessToken,
      shopId,
      body: { messaging_product: 'whatsapp', pin },
    });
    if (!isOk(register)) {
      lastError = errorOf(register).message;
      pin = null;
    }
  }
  await saveAccount(db, shopId, {
    phoneNumberId: input.phone_number_id,
    wabaId: input.waba_id,
    businessId: input.business_id ?? null,
    ...number,
    mode: input.coexistence ? 'coexistence' : 'embedded',
    accessTokenEnc: seal(env.secretKey, accessToken),
    appSecretEnc: null,
    verifyToken: null,
    status: lastError ? 'error' : 'connected',
    lastError,
  });
  return { pin };
}

/** A text from the connected number: proves the token, the number and the recipient's 24-hour window. */
export async function sendTestMessage(
  deps: Deps,
  shopId: string,
  to: string,
  text: string,
): Promise<{ wamid: string | null; to: string }> {
  const db = deps.database.db;
  const account = await requireAccount(db, shopId);
  const e164 = normalizePhone(to);
  if (!e164) throw badRequest('invalid_phone', {}, 'to');
  const digits = e164.slice(1);
  const answer = await callGraph(deps, {
    method: 'POST',
    path: `/${account.phoneNumberId}/messages`,
    accessToken: accessTokenOf(deps.env, account),
    shopId,
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digits,
      type: 'text',
      text: { body: text },
    },
  });
  if (!isOk(answer)) {
    const error = errorOf(answer);
    if (isAuthFailure(answer)) {
      await markAccount(db, shopId, 'error', error.message);
      throw badRequest('connect_token_invalid', { detail: error.message });
    }
    if (error.code === 131047) throw badRequest('connect_test_window', { to: e164 }, 'to');
    if (answer.status >= 500) throw new AppError(502, 'connect_graph_failed', { detail: error.message });
    throw badRequest('connect_test_failed', { detail: error.message }, 'to');
  }
  if (account.status !== 'connected') await markAccount(db, shopId, 'connected', null);
  const wamid = answer.json?.messages?.[0]?.id;
  return { wamid: typeof wamid === 'string' ? wamid : null, to: e164 };
}

/** Coexistence: ask Meta to send the Business app's contacts or chat history (each once). */
export async function requestSync(deps: Deps, shopId: string, syncType: SyncType) {
  const db = deps.database.db;
  const account = await requireAccount(db, shopId);
  if (account.mode !== 'coexistence') throw conflict('connect_not_coexistence');
  const before = await syncStates(db, account);
  if (before[syncType].status === 'requested') throw conflict('connect_sync_done');
  const answer = await callGraph(deps, {
    method: 'POST',
    path: `/${account.phoneNumberId}/smb_app_data`,
    accessToken: accessTokenOf(deps.env, account),
    shopId,
    body: { messaging_product: 'whatsapp', sync_type: syncType },
  });
  if (!isOk(answer)) {
    if (answer.status >= 500) throw new AppError(502, 'connect_graph_failed', { detail: errorOf(answer).message });
    throw badRequest('connect_sync_failed', { detail: errorOf(answer).message });
  }
  return (await syncStates(db, account))[syncType];
}

/** Removes the connection; for numbers on our app, Meta stops sending their webhooks (best effort). */
export async function disconnect(deps: Deps, shopId: string): Promise<void> {
  const db = deps.database.db;
  const account = await requireAccount(db, shopId);
  if (account.mode !== 'manual') {
    try {
      await callGraph(deps, {
        method: 'DELETE',
        path: `/${account.wabaId}/subscribed_apps`,
        accessToken: accessTokenOf(deps.env, account),
        shopId,
      });
    } catch (error) {
      // Meta unreachable or a token sealed with another key: the shop still gets its number back.
      deps.log.warn({ err: error, shopId }, 'unsubscribe on disconnect failed');
    }
  }
  await deleteAccount(db, shopId);
}
