import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeUaePhone } from '../contract';
import { ApiError, invalidRequest } from '../common/api-error';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { WhatsappOptOutEntity } from './outbox-message.entity';
import { readWebhook, validSignature } from './whatsapp-webhook';
import type { StatusUpdate } from './whatsapp-webhook';

/** From which statuses each callback moves a message: never back (a late `delivered` after `read`). */
const MOVES_FROM: Record<StatusUpdate['status'], string[]> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent', 'delivered'],
};

/** The phone a WhatsApp `from` names (`971501234567`), as the shop stores phones. */
export function phoneOfWhatsapp(from: string): string {
  const digits = from.replace(/\D/g, '');
  return normalizeUaePhone(`+${digits}`) ?? `+${digits}`.slice(0, 16);
}

/** What the WhatsApp webhook reports: statuses of sent messages, and STOP replies. */
@Injectable()
export class MessageCallbacks {
  private readonly log = new Logger('Messages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The subscription's challenge when the verify token matches, else null (403). */
  challenge(query: Record<string, unknown>): string | null {
    const token = this.config.messages.whatsappVerifyToken;
    const given = query['hub.verify_token'];
    const challenge = query['hub.challenge'];
    if (!token || query['hub.mode'] !== 'subscribe' || given !== token) return null;
    return typeof challenge === 'string' ? challenge.slice(0, 200) : null;
  }

  /** Checks the signature of the raw body before reading anything of it (401, nothing stored). */
  async receive(raw: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!validSignature(raw, signature, this.config.messages.whatsappAppSecret)) {
      throw new ApiError('INVALID_SIGNATURE', HttpStatus.UNAUTHORIZED, 'Invalid signature');
    }
    let body: unknown;
    try {
      body = JSON.parse((raw as Buffer).toString('utf8'));
    } catch {
      throw invalidRequest('The body is not valid JSON');
    }
    const news = readWebhook(body);
    for (const update of news.statuses) await this.recordStatus(update);
    for (const from of news.stops) await this.optOut(phoneOfWhatsapp(from));
  }

  private async recordStatus(update: StatusUpdate): Promise<void> {
    const from = MOVES_FROM[update.status];
    if (from.length === 0) return;
    const set: Record<string, unknown> = { status: update.status };
    if (update.status === 'delivered') set.deliveredAt = update.at;
    if (update.status === 'read') set.readAt = update.at;
    if (update.status === 'failed') {
      set.failedAt = update.at;
      set.lastError = update.error ?? 'WhatsApp reported the message failed';
    }
    await this.dataSource
      .createQueryBuilder()
      .update('outbox_messages')
      .set(set)
      .where('providerMessageId = :id AND channel = :channel AND status IN (:...from)', {
        id: update.providerMessageId,
        channel: 'whatsapp',
        from,
      })
      .execute();
  }

  private async optOut(phone: string): Promise<void> {
    // A number that replied STOP twice is listed once (INSERT OR IGNORE / INSERT IGNORE).
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(WhatsappOptOutEntity)
      .values({ phone, createdAt: new Date() })
      .orIgnore()
      .execute();
    this.log.log('A WhatsApp number replied STOP: no more WhatsApp messages to it');
  }
}
