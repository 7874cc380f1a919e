/** The shop's data (products, categories) in the page's language: Arabic where staff gave it. */
import { activeLocale } from './active';

const arabicPage = () => activeLocale() === 'ar';

/** A product's title on this page: the Arabic one on Arabic pages when staff gave one. */
export function localizedTitle(p: { title: string; titleAr?: string | null }): string {
  return (arabicPage() && p.titleAr) || p.title;
}

export function localizedDescription(p: {
  description: string;
  descriptionAr?: string | null;
}): string {
  return (arabicPage() && p.descriptionAr) || p.description;
}

/** A product's category name on this page. */
export function localizedCategoryName(p: {
  categoryName: string;
  categoryNameAr?: string | null;
}): string {
  return (arabicPage() && p.categoryNameAr) || p.categoryName;
}

/** A category's name on this page. */
export function localizedName(c: { name: string; nameAr?: string | null }): string {
  return (arabicPage() && c.nameAr) || c.name;
}
