/** What the admin dialogs fill in while a new product or category is typed. */

/**
 * A category's slug: its name in upper case (the API stores slugs upper case too), spaces inside
 * turned into one hyphen each run (the API refuses slugs with spaces: they are part of links).
 */
export function categorySlug(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, '-');
}

/**
 * A new product's SKU: `FD-{first 3 letters of the category}-{first 3 letters of the title,
 * letters only}-{3 random digits}`, upper case, e.g. `FD-HOO-SKU-042`. The API keeps SKUs
 * unique, so a clash is refused there (409 SKU_TAKEN).
 */
export function generateSku(
  category: string,
  title: string,
  random: () => number = Math.random,
): string {
  const part = (s: string) =>
    s
      .replace(/[^a-zA-Z]/g, '')
      .slice(0, 3)
      .toUpperCase();
  const digits = String(Math.floor(random() * 1000)).padStart(3, '0');
  return `FD-${part(category)}-${part(title)}-${digits}`;
}
