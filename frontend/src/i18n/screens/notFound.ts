/** The 404 page, in Arabic: the `i18n-ar-not-found` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as notFound } from '../locales/ar/notFound';

export const MESSAGES: readonly Messages[] = [notFound];
