import { Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { MessageCallbacks } from './message-callbacks.service';

/** Where the raw body of the webhook is kept (app.setup.ts parses it as bytes, not JSON). */
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

/**
 * The WhatsApp Cloud API's webhook: the subscription challenge (GET) and the notifications
 * (POST), each signed with the app's secret. Meta calls it, never a browser: not in the
 * public API document.
 */
@ApiExcludeController()
@Public()
@Controller('api/webhooks/whatsapp')
export class WhatsappWebhookController {
  constructor(private readonly callbacks: MessageCallbacks) {}

  /** `hub.mode=subscribe&hub.verify_token=…&hub.challenge=…` → the challenge, else 403. */
  @Get()
  challenge(@Query() query: Record<string, unknown>, @Res() res: Response): void {
    const challenge = this.callbacks.challenge(query);
    if (challenge === null) {
      res.status(403).json({ statusCode: 403, code: 'FORBIDDEN', message: 'Verification failed' });
      return;
    }
    res.status(200).type('text/plain').send(challenge);
  }

  /** 401 INVALID_SIGNATURE (nothing stored) unless X-Hub-Signature-256 signs the raw body. */
  @Post()
  @HttpCode(200)
  async notify(
    @Req() req: Request,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<{ received: true }> {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    await this.callbacks.receive(raw, signature);
    return { received: true };
  }
}
