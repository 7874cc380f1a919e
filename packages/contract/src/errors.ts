/**
 * The stable `code` of every error body. Clients branch on the code, never on the message: the
 * message is for people and may be reworded, the code is part of the API.
 */
export const ERROR_CODES = [
  /** 400: the body, a query parameter or a header is wrong; `errors` names the fields when it can. */
  'VALIDATION_FAILED',
  /** 401: no session, or it ended. */
  'UNAUTHENTICATED',
  /** 401: the username and password do not match. */
  'INVALID_CREDENTIALS',
  /** 401: the two-step sign-in code is wrong, or the sign-in waiting for it expired. */
  'INVALID_TWO_FACTOR_CODE',
  /** 403: this session may only enrol in two-step sign-in (the shop requires it of owners). */
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  /** 409: two-step sign-in is already on (enrol) or off (confirm, turn off). */
  'TWO_FACTOR_STATE',
  /** 403: a cross-site write, or an upload link that is invalid, expired or spent. */
  'FORBIDDEN',
  /** 404: no such product, category, order, image or route. */
  'NOT_FOUND',
  /** 409: another product has this SKU. */
  'SKU_TAKEN',
  /** 409: another product has this slug. */
  'SLUG_TAKEN',
  /** 409: another category has this slug (ignoring case and punctuation). */
  'CATEGORY_SLUG_TAKEN',
  /** 409: products still use the category. */
  'CATEGORY_IN_USE',
  /** 409 (a bulk result): the product keeps stock per size and colour; set it in its form. */
  'STOCK_PER_VARIANT',
  /**
   * 409: a line asks for more than is in stock; the body names `productId` and `available`,
   * and for a product with stock per size and colour also the variant's `size` and `color`.
   */
  'OUT_OF_STOCK',
  /** 409: the client's figures differ from the server's; the body carries `current`. */
  'TOTALS_CHANGED',
  /** 409: the order changed meanwhile (another status change or a delete won). */
  'ORDER_CHANGED',
  /** 409: an Idempotency-Key already placed an order with another body; nothing was stored. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 409: the order's total is above the largest order paid in cash (settings). */
  'COD_LIMIT_EXCEEDED',
  /** 409: the order's cash was handed over (a remittance); it can no longer change. */
  'ORDER_REMITTED',
  /** 409: a remittance names an order that is not delivered, another courier's, or remitted. */
  'REMITTANCE_REFUSED',
  /** 409: the courier's outstanding orders changed since staff saw their count and amount. */
  'OUTSTANDING_CHANGED',
  /** 408: the request's headers or body did not arrive in time; the connection is closed. */
  'REQUEST_TIMEOUT',
  /** 413: the body or the image is too large. */
  'PAYLOAD_TOO_LARGE',
  /** 415: not an image this shop accepts, or a write whose body is not JSON. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** 429: too many requests or failed sign-ins; `retryAfterSeconds` may say for how long. */
  'THROTTLED',
  /** 500: a fault on the server; never carries details. */
  'INTERNAL_ERROR',
  /** 503: the database is not answering; the answer says when to retry (Retry-After). */
  'SERVICE_UNAVAILABLE',
  /** 507: the image storage is full, not writable or not answering. */
  'INSUFFICIENT_STORAGE',
  /** 403: the checkout's phone number is blocked; nothing was stored. */
  'PHONE_BLOCKED',
  /** 409: the phone number is already blocked. */
  'PHONE_ALREADY_BLOCKED',
  /**
   * 400: the request is not readable HTTP (a broken request line or header); answered on the
   * connection before any route, which is then closed.
   */
  'MALFORMED_REQUEST',
  /** 431: the request's address or headers are too long; the connection is then closed. */
  'REQUEST_HEADERS_TOO_LARGE',
  /** 403: the caller's staff role may not do this (contract/staff.ts lists who may). */
  'FORBIDDEN_ROLE',
  /** 409: the change would leave the shop without an active owner. */
  'LAST_OWNER',
  /** 409: another staff account has this username. */
  'USERNAME_TAKEN',
  /** 400 (`POST /api/promotions/check`) or 409 (`POST /api/orders`, nothing stored): no such code. */
  'PROMO_UNKNOWN',
  /** 400/409: the code's start is still ahead. */
  'PROMO_NOT_STARTED',
  /** 400/409: the code's end has passed, or staff deactivated it. */
  'PROMO_EXPIRED',
  /** 400/409: the subtotal is below the code's minimum; the body carries `missingAED`. */
  'PROMO_MINIMUM',
  /** 400/409: no line of the cart is one the code applies to. */
  'PROMO_NOT_APPLICABLE',
  /** 400/409: the code reached its number of uses. */
  'PROMO_USED_UP',
  /** 400/409: this phone reached the code's uses per phone. */
  'PROMO_PHONE_LIMIT',
  /** 400/409: the code is for a phone's first order (one not cancelled). */
  'PROMO_FIRST_ORDER',
  /** 409: orders used the promotion; it can only be deactivated. */
  'PROMOTION_USED',
  /** 409: another promotion has this code. */
  'PROMO_CODE_TAKEN',
  /** 409: only a failed message can be sent again. */
  'MESSAGE_NOT_FAILED',
  /** 401: a webhook call whose signature is missing or wrong; nothing was stored. */
  'INVALID_SIGNATURE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
