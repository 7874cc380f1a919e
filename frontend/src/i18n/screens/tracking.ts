/** The tracking page, an order's messages and the rules' and the API's messages, in Arabic: the `i18n-ar-track-order` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as tracking } from '../locales/ar/tracking';
import { messages as orders } from '../locales/ar/orders';
import { messages as apiMessages } from '../locales/ar/messages';

export const MESSAGES: readonly Messages[] = [tracking, orders, apiMessages];
