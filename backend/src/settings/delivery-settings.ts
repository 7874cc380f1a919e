/**
 * The delivery and cash-on-delivery settings on the settings row: per-city fees,
 * free delivery from an order value, the COD fee and maximum, and the couriers. Stored in
 * fils (the per-city fees and the couriers as JSON text); null / 0 / empty mean the default,
 * and at the default the public settings answer exactly the base fields, without these.
 */
import { fromFils, isCity, toFils } from '../contract';
import type { AdminSettings, City, DeliveryRules, Settings, SettingsInput } from '../contract';
import type { SettingsEntity } from './settings.entity';

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** City → fee in fils, known cities only. */
export function cityFeesFils(row: SettingsEntity): Partial<Record<City, number>> {
  const parsed = parseJson(row.deliveryByCity);
  const fees: Partial<Record<City, number>> = {};
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [city, fils] of Object.entries(parsed as Record<string, unknown>)) {
      if (isCity(city) && typeof fils === 'number') fees[city] = fils;
    }
  }
  return fees;
}

export function couriersOf(row: SettingsEntity): string[] {
  const parsed = parseJson(row.couriers);
  return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
}

/** What pricing needs, in fils. */
export function deliveryRulesOf(row: SettingsEntity): DeliveryRules {
  return {
    deliveryFils: row.deliveryFils,
    byCityFils: cityFeesFils(row),
    freeFromFils: row.freeDeliveryFromFils ?? null,
    codFeeFils: row.codFeeFils ?? 0,
    codMaxFils: row.codMaxOrderFils ?? null,
  };
}

function cityFeesAED(row: SettingsEntity): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [city, fils] of Object.entries(cityFeesFils(row))) out[city] = fromFils(fils);
  return out;
}

/** The public ones, each only when it is not at its default (a client that knows only the base fields sees the base answer). */
export function publicDeliverySettings(row: SettingsEntity): Partial<Settings> {
  const out: Partial<Settings> = {};
  const byCity = cityFeesAED(row);
  if (Object.keys(byCity).length > 0) out.deliveryByCityAED = byCity;
  if (row.freeDeliveryFromFils != null) {
    out.freeDeliveryFromAED = fromFils(row.freeDeliveryFromFils);
  }
  if (row.codFeeFils) out.codFeeAED = fromFils(row.codFeeFils);
  if (row.codMaxOrderFils != null) out.codMaxOrderAED = fromFils(row.codMaxOrderFils);
  return out;
}

/** All of them, for the admin console. */
export function adminDeliverySettings(
  row: SettingsEntity,
): Pick<
  AdminSettings,
  'deliveryByCityAED' | 'freeDeliveryFromAED' | 'codFeeAED' | 'codMaxOrderAED' | 'couriers'
> {
  return {
    deliveryByCityAED: cityFeesAED(row),
    freeDeliveryFromAED:
      row.freeDeliveryFromFils == null ? null : fromFils(row.freeDeliveryFromFils),
    codFeeAED: fromFils(row.codFeeFils ?? 0),
    codMaxOrderAED: row.codMaxOrderFils == null ? null : fromFils(row.codMaxOrderFils),
    couriers: couriersOf(row),
  };
}

/** Writes the fields a request sent; a field left out stays as it is. */
export function applyDeliveryInput(row: SettingsEntity, input: SettingsInput): void {
  if (input.deliveryByCityAED !== undefined) {
    const fils: Record<string, number> = {};
    for (const [city, aed] of Object.entries(input.deliveryByCityAED)) fils[city] = toFils(aed);
    row.deliveryByCity = Object.keys(fils).length ? JSON.stringify(fils) : null;
  }
  if (input.freeDeliveryFromAED !== undefined) {
    row.freeDeliveryFromFils =
      input.freeDeliveryFromAED === null ? null : toFils(input.freeDeliveryFromAED);
  }
  if (input.codFeeAED != null) row.codFeeFils = toFils(input.codFeeAED);
  if (input.codMaxOrderAED !== undefined) {
    row.codMaxOrderFils = input.codMaxOrderAED === null ? null : toFils(input.codMaxOrderAED);
  }
  if (input.couriers !== undefined) {
    const names = input.couriers.map((name) => name.trim());
    row.couriers = names.length ? JSON.stringify(names) : null;
  }
}
