import { ValidationError, ValidationPipe } from '@nestjs/common';
import { MSG } from '../contract';
import { invalidFields } from './api-error';

/** `items.0.qty` → its first message, for the `errors` map of a validation error. */
export function flattenValidationErrors(
  errors: ValidationError[],
  parent = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) {
      // class-validator lists constraints last-declared first; the first declared reads best.
      out[path] = messages[messages.length - 1];
    }
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
}

/**
 * Rejects unknown fields (400), transforms query strings with explicit @Type only, and answers
 * `{statusCode: 400, code: 'VALIDATION_FAILED', message: <first message>, errors: {field: message}}`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => invalidFields(flattenValidationErrors(errors), MSG.badRequest),
  });
}
