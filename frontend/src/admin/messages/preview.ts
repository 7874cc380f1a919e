/**
 * The settings screen's template preview: a template filled with a sample order by the same
 * function the API sends with (contract `renderMessage`), so the preview reads as the message.
 */
import { CUSTOMER_CANCEL_REASONS, PAGE_PATHS, renderMessage } from '@freakdrop/contract';
import type { MessagePlaceholder, OrderLanguage } from '@freakdrop/contract';
import { formatAED } from '../../components/format';

/** The sample order's number. */
export const SAMPLE_ORDER_NUMBER = 'FD-7K3M-9Q2X';

/** The sample order's values, in the message's language. */
export function sampleValues(
  language: OrderLanguage,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): Record<MessagePlaceholder, string> {
  const prefix = language === 'ar' ? '/ar' : '';
  return {
    number: SAMPLE_ORDER_NUMBER,
    name: language === 'ar' ? 'عائشة' : 'Aisha',
    total: formatAED(249, language),
    trackingUrl: `${origin}${prefix}${PAGE_PATHS.trackOrder}?orderNumber=${SAMPLE_ORDER_NUMBER}`,
    courier: 'Aramex',
    reason: CUSTOMER_CANCEL_REASONS[language].OUT_OF_STOCK,
  };
}

/** A template as the sample order's customer would read it. */
export function previewMessage(template: string, language: OrderLanguage, origin?: string): string {
  return renderMessage(template, sampleValues(language, origin));
}
