/**
 * The shop's delivery rules as the checkout reads them from the public settings:
 * a setting the answer leaves out is at its default (flat fee, never free, no COD fee, no
 * maximum), so a shop that never set them checks out with the flat fee alone.
 */
import { isCity, LIMITS, toFils } from '@freakdrop/contract';
import type { City, DeliveryRules } from '@freakdrop/contract';
import type { Settings } from '../../api/types';
import { useGetSettingsQuery } from '../../app/catalogApi';

export function rulesFromSettings(settings: Partial<Settings> | undefined): DeliveryRules {
  const byCityFils: Partial<Record<City, number>> = {};
  for (const [city, fee] of Object.entries(settings?.deliveryByCityAED ?? {})) {
    if (isCity(city)) byCityFils[city] = toFils(fee);
  }
  const free = settings?.freeDeliveryFromAED;
  const max = settings?.codMaxOrderAED;
  return {
    deliveryFils: toFils(settings?.deliveryAED ?? LIMITS.defaultDeliveryAED),
    byCityFils,
    freeFromFils: free == null ? null : toFils(free),
    codFeeFils: toFils(settings?.codFeeAED ?? 0),
    codMaxFils: max == null ? null : toFils(max),
  };
}

/** A flat fee and nothing else: the rules when only a delivery fee is known. */
export function flatRules(deliveryAED: number): DeliveryRules {
  return rulesFromSettings({ deliveryAED });
}

export function useDeliveryRules(): DeliveryRules {
  const { data } = useGetSettingsQuery();
  return rulesFromSettings(data);
}
