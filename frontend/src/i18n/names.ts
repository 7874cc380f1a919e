/** The checkout's cities and the colours in the active language (the values sent stay English). */
import { arabicCatalog } from './active';

/** A city of the checkout's list in the active language (the value sent stays English). */
export function cityName(city: string): string {
  return arabicCatalog()?.text(`cities.${city}`) ?? city;
}

/** A colour name in the active language (the value sent stays English). */
export function colorName(color: string): string {
  return arabicCatalog()?.text(`colors.${color}`) ?? color;
}
