/**
 * The one reader of API errors, for every error the app meets: RTK Query's (a
 * FetchBaseQueryError with `status` and `data`, or a SerializedError) and axios's (`response`).
 * Screens branch on `code`, never on the message: the message is for people and may change.
 */
import type { ErrorCode } from '@freakdrop/contract';
import { isErrorCode } from '@freakdrop/contract';
import { ENGLISH } from '../i18n';
import type { Language } from '../i18n';

export interface ApiErrorInfo {
  /** The HTTP status, or RTK Query's name for a failure without one (`FETCH_ERROR`…). */
  status?: number | string;
  /** The stable code of the API's error body. */
  code?: ErrorCode;
  /** The server's message, never blank; undefined when the answer carried none. */
  message?: string;
  /** Field → message, from a validation error. */
  errors: Record<string, string>;
  /** The whole error body, for the fields a code promises (`current`, `available`…). */
  body?: unknown;
}

interface ErrorLike {
  status?: unknown;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: unknown };
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(value as Record<string, unknown>)) {
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

export function readApiError(error: unknown): ApiErrorInfo {
  if (!error || typeof error !== 'object') return { errors: {} };
  const e = error as ErrorLike;
  const fromAxios = e.response !== undefined && !('data' in e);
  const status = fromAxios ? e.response?.status : e.status;
  const body = fromAxios ? e.response?.data : e.data;
  const data = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const message = nonBlank(data?.message) ?? nonBlank(typeof body === 'string' ? body : undefined);
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : undefined,
    code: isErrorCode(data?.code) ? data.code : undefined,
    message,
    errors: stringMap(data?.errors),
    body,
  };
}

/**
 * A failed call as the shopper reads it: `{status}: {message}`, the message being the server's
 * or, when no answer came, the client's description of the failure; in the page's language
 * (`lang`, English by default: the admin console's).
 */
export function apiErrorText(error: unknown, lang: Pick<Language, 'message'> = ENGLISH): string {
  const { status, message, code } = readApiError(error);
  const e = (error ?? {}) as ErrorLike;
  if (status === undefined) return nonBlank(e.message) ?? '';
  const text = message ? lang.message(message, code) : (nonBlank(e.error) ?? '');
  return `${String(status)}: ${text}`;
}
