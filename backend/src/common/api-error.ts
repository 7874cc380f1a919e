import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '../contract';

/**
 * An HTTP error with its stable code. Services throw these (through the helpers below); the
 * filter turns them into `{statusCode, code, message, ...extra}`. `extra` carries what a client
 * needs to act (the `errors` map of a 400, the current figures of a 409).
 */
export class ApiError extends HttpException {
  constructor(
    readonly code: ErrorCode,
    status: HttpStatus,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super({ ...extra, statusCode: status, code, message }, status);
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** 400 for one field: `errors: {field: message}`, the message also as the body's message. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', HttpStatus.BAD_REQUEST, message, {
    errors: { [field]: message },
  });
}

/** 400 for several fields; the first message becomes the body's message. */
export function invalidFields(errors: Record<string, string>, fallback: string): ApiError {
  const message = Object.values(errors)[0] ?? fallback;
  return new ApiError('VALIDATION_FAILED', HttpStatus.BAD_REQUEST, message, { errors });
}

/** 400 that names no field (a header, an unreadable file). */
export function invalidRequest(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', HttpStatus.BAD_REQUEST, message);
}

export function notFound(message: string): ApiError {
  return new ApiError('NOT_FOUND', HttpStatus.NOT_FOUND, message);
}

export function unauthenticated(message: string): ApiError {
  return new ApiError('UNAUTHENTICATED', HttpStatus.UNAUTHORIZED, message);
}

export function forbidden(message: string): ApiError {
  return new ApiError('FORBIDDEN', HttpStatus.FORBIDDEN, message);
}

export function conflict(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(code, HttpStatus.CONFLICT, message, extra);
}

export function payloadTooLarge(message: string): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, message);
}

export function unsupportedMediaType(message: string): ApiError {
  return new ApiError('UNSUPPORTED_MEDIA_TYPE', HttpStatus.UNSUPPORTED_MEDIA_TYPE, message);
}

/** 429, with how long to wait when the limiter knows it. */
export function throttled(message: string, retryAfterSeconds?: number): ApiError {
  return new ApiError(
    'THROTTLED',
    HttpStatus.TOO_MANY_REQUESTS,
    message,
    retryAfterSeconds ? { retryAfterSeconds } : {},
  );
}
