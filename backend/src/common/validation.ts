import { ArgumentMetadata, HttpException, ValidationError, ValidationPipe } from '@nestjs/common';
import { MSG } from '../contract';
import { invalidRequest, invalidFields } from './api-error';

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
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => invalidFields(flattenValidationErrors(errors), MSG.badRequest),
  });
}

/**
 * Validators can throw on input they were not written for (class-validator's IsNumber on
 * `6e-323`, validator's isEmail on a lone UTF-16 surrogate — both found by the fuzz test): such a
 * value is bad input, answered 400 in the error shape rather than 500.
 */
class SafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw invalidRequest(MSG.badRequest);
    }
  }
}
