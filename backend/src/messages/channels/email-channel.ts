import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { reasonText } from './channel';
import type { Channel, Outgoing, SendOutcome } from './channel';

export interface EmailSettings {
  url: string;
  from: string;
  timeoutMs: number;
}

/** Errors of the connection itself (not a reply of the server): worth another try. */
const TRANSIENT_CODES = new Set([
  'ETIMEDOUT',
  'ECONNECTION',
  'ESOCKET',
  'ECONNREFUSED',
  'ECONNRESET',
  'EDNS',
  'EPIPE',
  'ETLS',
]);

/** The domain of the sender, for the Message-ID (`<outbox-id@domain>`). */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'freakdrop.local';
}

/**
 * Email over SMTP with nodemailer (a pool of connections, STARTTLS when the server offers it).
 * The Message-ID is the outbox id's (`<id@sender-domain>`): a message sent twice (the
 * at-least-once window) carries the same id, so mail clients show it once. An SMTP 4xx reply
 * is temporary (tried again), a 5xx final (failed at once with the server's words).
 */
export class EmailChannel implements Channel {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly settings: EmailSettings) {
    const url = new URL(settings.url);
    this.transport = createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      maxConnections: 5,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
    this.domain = domainOf(settings.from);
  }

  async send(message: Outgoing): Promise<SendOutcome> {
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        messageId: `<${message.id}@${this.domain}>`,
        headers: { 'X-FreakDrop-Message': message.id },
      });
      return {
        ok: true,
        providerMessageId: String(info.messageId ?? `<${message.id}@${this.domain}>`),
      };
    } catch (error) {
      const e = error as Error & { code?: string; responseCode?: number; response?: string };
      const reason = reasonText(
        `SMTP ${e.responseCode ?? e.code ?? ''}: ${e.response ?? e.message}`,
      );
      if (typeof e.responseCode === 'number') {
        return { ok: false, retry: e.responseCode < 500, reason };
      }
      // No reply from the server: a timeout or a lost connection, tried again.
      return { ok: false, retry: TRANSIENT_CODES.has(e.code ?? '') || !e.code, reason };
    }
  }

  close(): void {
    this.transport.close();
  }
}
