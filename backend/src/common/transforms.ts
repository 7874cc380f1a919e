/** AED amounts: finite numbers with at most two decimals (whole fils). */
export const MONEY_NUMBER_OPTIONS = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
