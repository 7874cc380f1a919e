/**
 * The checkout and the tracking page in Arabic, with an order's messages and the rules' and
 * the API's: the `i18n-ar-orders` chunk, loaded with either screen on /ar pages.
 */
import type { Messages } from '@lingui/core';
import { messages as checkout } from '../locales/ar/checkout';
import { messages as orders } from '../locales/ar/orders';
import { messages as tracking } from '../locales/ar/tracking';
import { messages as apiMessages } from '../locales/ar/messages';

export const MESSAGES: readonly Messages[] = [checkout, tracking, orders, apiMessages];
