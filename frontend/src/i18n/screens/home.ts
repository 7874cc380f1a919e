/** The home page, in Arabic: the `i18n-ar-home` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as home } from '../locales/ar/home';

export const MESSAGES: readonly Messages[] = [home];
