import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { MessageCallbacks } from './message-callbacks.service';
import { MessageReads } from './message-reads.service';
import { OutboxSender } from './outbox-sender.service';
import { OutboxWriter } from './outbox-writer.service';
import { MessagesController, OrderMessagesController } from './messages.controller';
import { OutboxMessageEntity, WhatsappOptOutEntity } from './outbox-message.entity';
import { WhatsappWebhookController } from './whatsapp-webhook.controller';

/** Messages to customers and staff: the outbox, its senders, the webhook, the console's reads. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity, WhatsappOptOutEntity]), SettingsModule],
  controllers: [MessagesController, OrderMessagesController, WhatsappWebhookController],
  providers: [MessageReads, MessageCallbacks, OutboxWriter, OutboxSender],
  exports: [OutboxSender],
})
export class MessagesModule {}
