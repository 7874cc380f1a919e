import { reasonText } from './channel';
import type { Channel, Outgoing, SendOutcome } from './channel';

export interface WhatsappSettings {
  token: string;
  phoneNumberId: string;
  /** `https://graph.facebook.com`, or a stand-in's origin in tests. */
  apiUrl: string;
  apiVersion: string;
  timeoutMs: number;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined if neither. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * WhatsApp Business Cloud API: `POST /{version}/{phone-number-id}/messages` with an approved
 * template message (business-initiated messages must be templates): the template named after
 * the event, in the order's language, its body parameters {{1}}, {{2}}… the placeholders'
 * values in the order the shop's template text names them. `biz_opaque_callback_data` carries
 * the outbox id back in the status callbacks. The answer's `messages[0].id` (`wamid…`) is the
 * provider's id the webhook reports statuses by.
 */
export class WhatsappChannel implements Channel {
  constructor(private readonly settings: WhatsappSettings) {}

  async send(message: Outgoing): Promise<SendOutcome> {
    const { apiUrl, apiVersion, phoneNumberId, token, timeoutMs } = this.settings;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.recipient.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: message.parameters.length
          ? [
              {
                type: 'body',
                // An empty parameter is refused by the API: a dash stands in.
                parameters: message.parameters.map((text) => ({ type: 'text', text: text || '-' })),
              },
            ]
          : [],
      },
      biz_opaque_callback_data: message.id,
    };
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/${apiVersion}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const e = error as Error;
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      return {
        ok: false,
        retry: true,
        reason: timedOut
          ? 'WhatsApp API timed out'
          : reasonText(`WhatsApp API unreachable: ${e.message}`),
      };
    }
    let answer: unknown = null;
    try {
      answer = await res.json();
    } catch {
      // not JSON: the status decides
    }
    if (res.ok) {
      const id = (answer as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
      if (typeof id === 'string' && id) return { ok: true, providerMessageId: id };
      return { ok: false, retry: true, reason: 'WhatsApp API answered without a message id' };
    }
    const error = (answer as { error?: { message?: unknown; code?: unknown } } | null)?.error;
    const reason = reasonText(
      `WhatsApp ${res.status}${error?.code !== undefined ? ` (${String(error.code)})` : ''}: ${
        typeof error?.message === 'string' ? error.message : res.statusText
      }`,
    );
    if (res.status === 429 || res.status >= 500) {
      return {
        ok: false,
        retry: true,
        reason,
        retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
      };
    }
    return { ok: false, retry: false, reason };
  }
}
