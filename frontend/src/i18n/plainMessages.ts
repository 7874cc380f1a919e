import type { Messages } from '@lingui/core';

/**
 * Texts kept outside the catalogs (the contract's Arabic head texts, which the server's head
 * uses too) as Lingui messages under `section.key`: a text without placeholders is its own
 * compiled form (`[text]`), so nothing compiles in the browser.
 */
export function plainMessages(section: string, texts: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${section}.${key}`, [text]]),
  );
}
