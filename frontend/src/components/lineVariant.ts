import { NO_SIZE } from '@freakdrop/contract';
import type { Language } from '../i18n';
import { SHELL_TEXT } from './texts';

/** "Size: M · Color: Black" for an order or cart line; empty when it has neither. */
export function lineVariantText(
  lang: Language,
  size: string,
  color: string | null | undefined,
): string {
  const shell = lang.t(SHELL_TEXT);
  return [
    size !== NO_SIZE ? `${shell.size}: ${size}` : '',
    color ? `${shell.color}: ${lang.color(color)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
