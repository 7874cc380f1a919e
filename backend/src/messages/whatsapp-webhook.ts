import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Hub-Signature-256: sha256=<hex>`: the HMAC-SHA256 of the raw body with the app's secret.
 * Compared in constant time; a missing secret, header or body never matches.
 */
export function validSignature(
  raw: Buffer | undefined,
  header: string | undefined,
  secret: string | undefined,
): boolean {
  if (!raw || !header || !secret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A status the Cloud API reports for a message it accepted. */
export interface StatusUpdate {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

/** What the webhook's body tells: statuses of sent messages and the customers' replies. */
export interface WebhookNews {
  statuses: StatusUpdate[];
  /** Phones (digits, as WhatsApp writes them: `971501234567`) that replied STOP. */
  stops: string[];
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Reads a `whatsapp_business_account` notification: `entry[].changes[].value` holds
 * `statuses[]` ({id, status, timestamp, errors[]}) and `messages[]` ({from, type, text.body}).
 * Anything else is ignored (the Cloud API adds fields at will).
 */
export function readWebhook(body: unknown): WebhookNews {
  const news: WebhookNews = { statuses: [], stops: [] };
  if (!isRecord(body)) return news;
  for (const entry of list(body.entry)) {
    if (!isRecord(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isRecord(change) || !isRecord(change.value)) continue;
      for (const s of list(change.value.statuses)) {
        if (!isRecord(s) || typeof s.id !== 'string') continue;
        const status = STATUSES.find((name) => name === s.status);
        if (!status) continue;
        const seconds = Number(s.timestamp);
        const [error] = list(s.errors).filter(isRecord);
        news.statuses.push({
          providerMessageId: s.id,
          status,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          error: error
            ? String(error.title ?? error.message ?? error.code ?? 'failed').slice(0, 500)
            : null,
        });
      }
      for (const m of list(change.value.messages)) {
        if (!isRecord(m) || typeof m.from !== 'string') continue;
        const text = isRecord(m.text) && typeof m.text.body === 'string' ? m.text.body : '';
        const button = isRecord(m.button) && typeof m.button.text === 'string' ? m.button.text : '';
        if (isStop(text) || isStop(button)) news.stops.push(m.from);
      }
    }
  }
  return news;
}

/** "STOP" (any case, around spaces or a full stop), and the Arabic "توقف" / "الغاء". */
export function isStop(text: string): boolean {
  return /^\s*(stop|unsubscribe|توقف|إيقاف|الغاء|إلغاء)[\s.!]*$/i.test(text);
}
