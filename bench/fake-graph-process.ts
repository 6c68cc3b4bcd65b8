// Meta's WhatsApp Cloud API, faked in a process of its own for bench/campaign-kill.ts: the Graph
// fake (tests/fixtures/fake-graph.ts) takes the sends, and this process then posts the status
// webhooks Meta would, shaped as Meta documents them — "Webhooks: messages / statuses"
// (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples#message-status-updates,
// protocols.md §1 Statuses): {object:"whatsapp_business_account", entry:[{id:<waba>, changes:[{field:
// "messages", value:{messaging_product, metadata:{display_phone_number, phone_number_id}, statuses:
// [{id:<wamid>, status, timestamp, recipient_id, conversation?, pricing?, errors?:[{code, title,
// message, error_data:{details}}]}]}}]}]}, signed X-Hub-Signature-256 = "sha256=" + HMAC-SHA256 of
// the raw body with the app secret (Meta: "Validating payloads"). A number in `failTo` gets 'failed'
// with 131049 ("not delivered to maintain healthy ecosystem engagement"), the others 'delivered'.
// Like Meta, a delivery the receiver did not answer 200 is retried (here every second, forever:
// the app is killed and restarted during the bench). Imports nothing from src/server.
//
// Forked with IPC:
//   → { type: 'ready', url }
//   ← { type: 'config', webhookUrl, appSecret, phoneNumberId, wabaId, failTo: string[] }
//   ← { type: 'report' } → { type: 'report', perPhone: [to, n][], firstAt: [to, ms][], posted, waiting }
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';

type Config = { webhookUrl: string; appSecret: string; phoneNumberId: string; wabaId: string; failTo: string[] };
export type GraphReport = {
  perPhone: Map<string, number>;
  firstAt: Map<string, number>;
  /** Status updates the app answered 200 for, and those still waiting for a delivery. */
  posted: number;
  waiting: number;
};

/** Meta's wait between the send's answer and its status webhook (here short; the app must have stored the wamid). */
const STATUS_AFTER_MS = 1500;
const PER_DELIVERY = 20;

if (process.argv.includes('--fake-graph')) {
  const { startFakeGraph } = await import('../tests/fixtures/fake-graph.ts');
  let config: Config | null = null;
  let failTo = new Set<string>();
  const perPhone = new Map<string, number>();
  const firstAt = new Map<string, number>();
  const due: { at: number; status: object }[] = [];
  let posted = 0;

  const statusOf = (to: string, wamid: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    if (failTo.has(to))
      return {
        id: wamid,
        status: 'failed',
        timestamp,
        recipient_id: to,
        errors: [
          {
            code: 131049,
            title: 'This message was not delivered to maintain healthy ecosystem engagement.',
            message: 'This message was not delivered to maintain healthy ecosystem engagement.',
            error_data: {
              details: 'In order to maintain healthy ecosystem engagement, the message failed to be delivered.',
            },
          },
        ],
      };
    return {
      id: wamid,
      status: 'delivered',
      timestamp,
      recipient_id: to,
      conversation: { id: `conv-${to}`, origin: { type: 'marketing' } },
      pricing: { billable: true, pricing_model: 'PMP', category: 'marketing' },
    };
  };

  const graph = await startFakeGraph({
    onSend: ({ to, wamid, body, at }) => {
      if (body?.type !== 'template') return;
      const phone = `+${to}`;
      perPhone.set(phone, (perPhone.get(phone) ?? 0) + 1);
      if (!firstAt.has(phone)) firstAt.set(phone, at);
      due.push({ at: Date.now() + STATUS_AFTER_MS, status: statusOf(to, wamid) });
    },
  });

  /** One signed delivery of up to PER_DELIVERY statuses; those not answered 200 go back in the queue. */
  async function deliver(batch: object[], c: Config) {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: c.wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '255700000001', phone_number_id: c.phoneNumberId },
                statuses: batch,
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', c.appSecret).update(raw).digest('hex')}`;
    try {
      const res = await fetch(c.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      posted += batch.length;
    } catch {
      for (const status of batch) due.push({ at: Date.now() + 1000, status });
    }
  }

  const pump = async () => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      if (!config) continue;
      const now = Date.now();
      const ready = due.filter((d) => d.at <= now);
      if (!ready.length) continue;
      due.splice(0, due.length, ...due.filter((d) => d.at > now));
      const batches: object[][] = [];
      for (let i = 0; i < ready.length; i += PER_DELIVERY)
        batches.push(ready.slice(i, i + PER_DELIVERY).map((d) => d.status));
      // A few deliveries at a time, as Meta's senders do.
      for (let i = 0; i < batches.length; i += 4)
        await Promise.all(batches.slice(i, i + 4).map((b) => deliver(b, config!)));
    }
  };
  void pump();

  process.on('message', (m: { type?: string } & Partial<Config>) => {
    if (m?.type === 'config') {
      config = m as Config;
      failTo = new Set(config.failTo.map((p) => p.replace(/\D/g, '')));
    }
    if (m?.type === 'report')
      process.send!({ type: 'report', perPhone: [...perPhone], firstAt: [...firstAt], posted, waiting: due.length });
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ type: 'ready', url: graph.url });
}

export type GraphProcess = {
  url: string;
  configure: (c: Config) => void;
  report: () => Promise<GraphReport>;
  stop: () => void;
};

/** Starts the fake Graph API (with its status webhooks) in its own process. */
export async function startGraphProcess(): Promise<GraphProcess> {
  const child: ChildProcess = fork(import.meta.filename, ['--fake-graph'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`fake Graph exited (${code})`)));
  });
  return {
    url,
    configure: (c) => void child.send({ type: 'config', ...c }),
    report: () =>
      new Promise((resolve) => {
        const on = (m: unknown) => {
          const r = m as {
            type: string;
            perPhone: [string, number][];
            firstAt: [string, number][];
            posted: number;
            waiting: number;
          };
          if (r.type !== 'report') return;
          child.off('message', on);
          resolve({ perPhone: new Map(r.perPhone), firstAt: new Map(r.firstAt), posted: r.posted, waiting: r.waiting });
        };
        child.on('message', on);
        child.send({ type: 'report' });
      }),
    stop: () => void child.kill(),
  };
}
