/** class-transformer helpers shared by the request DTOs. */
export const trimString = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** AED amounts: finite numbers with at most two decimals (whole fils). */
export const MONEY_NUMBER_OPTIONS = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
