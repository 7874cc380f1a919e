/** The checkout, an order's messages and the rules' and the API's messages, in Arabic: the `i18n-ar-checkout` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as checkout } from '../locales/ar/checkout';
import { messages as orders } from '../locales/ar/orders';
import { messages as apiMessages } from '../locales/ar/messages';

export const MESSAGES: readonly Messages[] = [checkout, orders, apiMessages];
