import { categoryMatchKey, KNOWN_CATEGORY_SLUGS } from '@freakdrop/contract';

const KNOWN = new Set(KNOWN_CATEGORY_SLUGS.map(categoryMatchKey));

/**
 * Known category slugs get their own accent (matched ignoring case and punctuation, so
 * `3D PRINTS` and `3D-PRINTS` share one); others share the default one.
 */
export function categoryClass(slug: string): string {
  const known = KNOWN.has(categoryMatchKey(slug));
  return known ? `cat cat--${slug.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : 'cat';
}
