/**
 * How a text object names its place in the Arabic catalog. The English texts are plain objects
 * beside their screens (the contract's words, Lingui's source messages in code); `defineTexts`
 * marks one with its catalog section (`shop` → ids `shop.noProducts`...) and how a function
 * text's arguments become its message's values. The mark is a hidden property: the object
 * reads, spreads and types as the English object it is. A screen reads it in its page's
 * language with `useTexts(SHOP_TEXT)` (i18n/language.ts). One object per section: the Arabic
 * instance keeps the section's texts made once (i18n/arabic.ts).
 *
 * This module imports nothing at run time, so every texts.ts can use it without a loop.
 */

/** A function text's arguments, made ready for its message (a price formatted, say). */
export type Prepare<T> = {
  readonly [P in keyof T]?: T[P] extends (...args: infer A) => string
    ? (...args: A) => unknown[]
    : never;
};

/** Where a text object lives in the catalog. */
export interface TextsMark {
  readonly section: string;
  readonly prepare?: Readonly<Record<string, ((...args: never[]) => unknown[]) | undefined>>;
}

/** Marks `en` as the English texts of catalog section `section` (returns `en` itself). */
export function defineTexts<T extends object>(section: string, en: T, prepare?: Prepare<T>): T {
  // Not enumerable: spreads, Object.entries and JSON never see it.
  Object.defineProperty(en, '$texts', { value: { section, prepare } satisfies TextsMark });
  return en;
}

/** The catalog section (and argument preparation) of a text object, if it was marked. */
export const textsMark = (en: object): TextsMark | undefined =>
  (en as { $texts?: TextsMark }).$texts;
