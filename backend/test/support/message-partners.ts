/**
 * The messages' protocol partners, for real, on this machine: an SMTP server (the
 * `smtp-server` package; each mail parsed with `mailparser`) and a stand-in of the WhatsApp
 * Cloud API's `POST /{version}/{phone-number-id}/messages` that answers as told: accept, 500,
 * 429 with Retry-After, a 400 with the API's error shape, or hang.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  header: (name: string) => string | undefined;
}

/** An SMTP server on a free port; `reject` makes it answer the next RCPTs with that reply. */
export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  /** `451`: temporary (retried), `550`: final (failed at once); null accepts. */
  reject: 451 | 550 | null = null;
  private server?: SMTPServer;
  port = 0;

  /**
   * `lean`: keep only the headers' text (a bench measures the shop, not mailparser sharing
   * its process); `header()` still answers, the other fields stay empty.
   */
  constructor(private readonly options: { lean?: boolean } = {}) {}

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.reject === null) return callback();
        const error = Object.assign(
          new Error(this.reject === 451 ? 'Try again later' : 'No such user'),
          {
            responseCode: this.reject,
          },
        );
        return callback(error);
      },
      onData: (stream, _session, callback) => {
        if (this.options.lean) {
          let head = '';
          stream.on('data', (chunk: Buffer) => {
            if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
          });
          stream.on('end', () => {
            const headers = head.split('\r\n\r\n')[0];
            this.mails.push({
              from: '',
              to: [],
              subject: '',
              text: '',
              messageId: '',
              header: (name) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim(),
            });
            callback();
          });
          return;
        }
        simpleParser(stream).then(
          (mail: ParsedMail) => {
            this.mails.push({
              from: mail.from?.text ?? '',
              to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? '')),
              subject: mail.subject ?? '',
              text: (mail.text ?? '').trim(),
              messageId: mail.messageId ?? '',
              header: (name) => {
                const value = mail.headers.get(name.toLowerCase());
                return value === undefined ? undefined : String(value);
              },
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    // A client killed mid-mail resets its connection: nothing to report.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

export type CloudAnswer =
  | { kind: 'accept' }
  | { kind: 'error'; status: number; retryAfter?: string; message?: string }
  | { kind: 'hang' };

export interface CloudCall {
  path: string;
  auth: string | undefined;
  body: {
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
    biz_opaque_callback_data?: string;
  };
  /** The `wamid` it answered with, when it accepted. */
  answeredId?: string;
}

/** The Cloud API's messages endpoint; `answers` are used in turn, then `otherwise`. */
export class CloudApiStandIn {
  readonly calls: CloudCall[] = [];
  answers: CloudAnswer[] = [];
  otherwise: CloudAnswer = { kind: 'accept' };
  /** Milliseconds each accepted call takes (a provider's latency). */
  latencyMs = 0;
  private server?: Server;
  private hanging: ServerResponse[] = [];
  private counter = 0;
  port = 0;

  async start(): Promise<this> {
    // A client killed mid-request: its call simply never completes.
    this.server = createServer((req, res) => void this.answer(req, res).catch(() => undefined));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The calls that were accepted (one per message the shop sent). */
  get accepted(): CloudCall[] {
    return this.calls.filter((c) => c.answeredId);
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const call: CloudCall = {
      path: req.url ?? '',
      auth: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as CloudCall['body'],
    };
    this.calls.push(call);
    const answer = this.answers.shift() ?? this.otherwise;
    if (answer.kind === 'hang') {
      this.hanging.push(res);
      return;
    }
    if (answer.kind === 'error') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.retryAfter) headers['retry-after'] = answer.retryAfter;
      res.writeHead(answer.status, headers);
      res.end(
        JSON.stringify({
          error: {
            message: answer.message ?? 'Service temporarily unavailable',
            type: 'OAuthException',
            code: answer.status === 400 ? 131026 : 2,
          },
        }),
      );
      return;
    }
    if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    this.counter += 1;
    call.answeredId = `wamid.TEST${String(this.counter).padStart(8, '0')}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: call.body.to, wa_id: call.body.to }],
        messages: [{ id: call.answeredId }],
      }),
    );
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** `X-Hub-Signature-256` of a body, as Meta signs it. */
export function hubSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A webhook notification: statuses of sent messages and/or customers' text replies. */
export function webhookBody(
  statuses: Array<{ id: string; status: string; error?: string }>,
  replies: Array<{ from: string; text: string }> = [],
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1234567890',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '971500000000', phone_number_id: '1098765' },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: '971501234567',
                ...(s.error ? { errors: [{ code: 131049, title: s.error }] } : {}),
              })),
              messages: replies.map((r, i) => ({
                from: r.from,
                id: `wamid.IN${i}`,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: r.text },
              })),
            },
          },
        ],
      },
    ],
  });
}
