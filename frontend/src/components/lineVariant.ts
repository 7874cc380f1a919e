import { NO_SIZE } from '@contract';
import { SHELL_TEXT } from '../app/texts';
import { colorName } from '../i18n';

/** "Size: M · Color: Black" for an order or cart line; empty when it has neither. */
export function lineVariantText(size: string, color: string | null | undefined): string {
  return [
    size !== NO_SIZE ? `${SHELL_TEXT.size}: ${size}` : '',
    color ? `${SHELL_TEXT.color}: ${colorName(color)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
