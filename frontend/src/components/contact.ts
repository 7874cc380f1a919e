/** Links built from the contact settings. */
import type { Settings } from '../api/types';

export function whatsappUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle.replace(/^@/, ''))}`;
}
export function contactLinks(
  s: Pick<Settings, 'contactEmail' | 'whatsappNumber' | 'instagramHandle'>,
) {
  return {
    email: `mailto:${s.contactEmail}`,
    whatsapp: whatsappUrl(s.whatsappNumber),
    instagram: instagramUrl(s.instagramHandle),
  };
}
