import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { MSG } from '../contract';
import { databaseFault, RETRY_AFTER_SECONDS } from './faults';

/**
 * Shapes every error as NOTES §15: `{statusCode, message, errors?}` plus any extra fields a
 * service adds (the current figures of a 409). Never a stack trace or SQL.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = toErrorBody(exception);
    // An outage (database 503, storage 507) is one line per request, not a stack trace each.
    if (status === HttpStatus.SERVICE_UNAVAILABLE || status === HttpStatus.INSUFFICIENT_STORAGE)
      this.logger.warn(`${status}: ${faultLine(exception)}`);
    else if (status >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    if (status === HttpStatus.SERVICE_UNAVAILABLE)
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(status).json(body);
  }
}

export function toErrorBody(exception: unknown): { status: number; body: Record<string, unknown> } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const raw = exception.getResponse();
    const body: Record<string, unknown> = { statusCode: status, message: exception.message };
    if (typeof raw === 'string') {
      body.message = raw;
    } else if (raw && typeof raw === 'object') {
      const {
        message,
        error: _error,
        statusCode: _statusCode,
        ...rest
      } = raw as Record<string, unknown>;
      if (Array.isArray(message)) body.message = String(message[0] ?? MSG.badRequest);
      else if (typeof message === 'string') body.message = message;
      Object.assign(body, rest);
    }
    return { status, body };
  }
  // Errors thrown by body-parser and multer carry a status of their own.
  const err = exception as { status?: unknown; statusCode?: unknown; type?: unknown } | undefined;
  const status = Number(err?.status ?? err?.statusCode);
  if (status >= 400 && status < 500) {
    const message =
      status === HttpStatus.PAYLOAD_TOO_LARGE
        ? 'Request body is too large'
        : err?.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : MSG.badRequest;
    return { status, body: { statusCode: status, message } };
  }
  // The database stopped, frozen or locked: 503 with Retry-After (common/faults.ts).
  const fault = databaseFault(exception);
  if (fault) return toErrorBody(fault);
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: MSG.internalError },
  };
}

function faultLine(exception: unknown): string {
  const e = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  return String(e?.driverError?.code ?? e?.code ?? e?.message ?? exception);
}
