import { KNOWN_CATEGORY_SLUGS } from '@freakdrop/contract';

/** Known category slugs get their own accent; others share the default one. */
export function categoryClass(slug: string): string {
  const known = (KNOWN_CATEGORY_SLUGS as readonly string[]).includes(slug.toUpperCase());
  return known ? `cat cat--${slug.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : 'cat';
}
