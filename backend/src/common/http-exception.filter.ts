import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { isErrorCode, MSG } from '../contract';
import type { ErrorCode } from '../contract';
import { databaseFault, RETRY_AFTER_SECONDS } from './faults';

/**
 * The code of an error that was thrown without one: the framework's own (an unknown route, a
 * failed ParseUUIDPipe, body-parser, multer). Everything the shop throws itself carries its code.
 */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'VALIDATION_FAILED',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'THROTTLED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
  [HttpStatus.INSUFFICIENT_STORAGE]: 'INSUFFICIENT_STORAGE',
};

function codeFor(status: number, given: unknown): ErrorCode {
  if (isErrorCode(given)) return given;
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED');
}

/**
 * Shapes every error body of the app, API and storefront alike:
 * `{statusCode, code, message, errors?}` plus the fields a service adds for the client to act on
 * (the current figures of a 409). `errors` maps field names to messages, for validation only.
 * Never a stack trace or SQL: a 500 says only that something went wrong.
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
    // Once, with its stack (the request's own log line has only its status).
    else if (status >= 500)
      this.logger.error(
        exception instanceof Error ? exception.message : String(exception),
        exception instanceof Error ? exception.stack : undefined,
      );
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
    let message = exception.message;
    let rest: Record<string, unknown> = {};
    let given: unknown;
    if (typeof raw === 'string') {
      message = raw;
    } else if (raw && typeof raw === 'object') {
      const {
        message: rawMessage,
        code,
        error: _error,
        statusCode: _statusCode,
        ...others
      } = raw as Record<string, unknown>;
      if (Array.isArray(rawMessage)) message = String(rawMessage[0] ?? MSG.badRequest);
      else if (typeof rawMessage === 'string') message = rawMessage;
      given = code;
      rest = others;
    }
    return { status, body: { statusCode: status, code: codeFor(status, given), message, ...rest } };
  }
  // body-parser's own errors carry a status (Nest already turned its JSON syntax errors into a
  // BadRequestException).
  const err = exception as { status?: unknown; statusCode?: unknown } | undefined;
  const status = Number(err?.status ?? err?.statusCode);
  if (status >= 400 && status < 500) {
    const message =
      status === HttpStatus.PAYLOAD_TOO_LARGE ? 'Request body is too large' : MSG.badRequest;
    return { status, body: { statusCode: status, code: codeFor(status, undefined), message } };
  }
  // The database stopped, frozen or locked: 503 with Retry-After (common/faults.ts).
  const fault = databaseFault(exception);
  if (fault) return toErrorBody(fault);
  return internalError();
}

function internalError(): { status: number; body: Record<string, unknown> } {
  const status = HttpStatus.INTERNAL_SERVER_ERROR;
  return {
    status,
    body: { statusCode: status, code: 'INTERNAL_ERROR', message: MSG.internalError },
  };
}

function faultLine(exception: unknown): string {
  const e = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  return String(e?.driverError?.code ?? e?.code ?? e?.message ?? exception);
}
