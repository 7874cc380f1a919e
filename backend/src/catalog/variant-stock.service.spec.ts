import {
  VARIANT_MSG,
  colorAvailable,
  sizeAvailable,
  variantName,
  variantStockError,
} from '../contract';
import type { VariantStock } from '../contract';
import { ApiError } from '../common/api-error';
import { planVariantStock } from './variant-stock.service';

const grid: VariantStock[] = [
  { size: 'S', color: 'Black', stockQuantity: 1 },
  { size: 'M', color: 'Black', stockQuantity: 0 },
  { size: 'M', color: 'Purple', stockQuantity: 2 },
];
const SIZES = ['S', 'M'];
const COLORS = ['Black', 'Purple'];

function errorsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).getResponse() as Record<string, string>;
  }
  throw new Error('expected a 400');
}

describe('variant names and messages', () => {
  it('names a variant by size and colour, or whichever it has', () => {
    expect(variantName('M', 'Black')).toBe('M / Black');
    expect(variantName('M', null)).toBe('M');
    expect(variantName('N/A', 'Red')).toBe('Red');
    expect(VARIANT_MSG.notEnoughStock('Drip Hoodie', 'M', 'Black', 2)).toBe(
      'Only 2 left of "Drip Hoodie" in M / Black',
    );
    expect(VARIANT_MSG.notEnoughStock('Drip Hoodie', 'M', 'Black', 0)).toBe(
      '"Drip Hoodie" in M / Black is out of stock',
    );
  });
});

describe('variantStockError', () => {
  it('accepts a grid of the product sizes and colours', () => {
    expect(variantStockError(grid, SIZES, COLORS)).toBeNull();
    expect(variantStockError([{ size: 'N/A', color: null, stockQuantity: 3 }], [], [])).toBeNull();
  });

  it.each([
    [[{ size: 'XL', color: 'Black', stockQuantity: 1 }], VARIANT_MSG.sizeInvalid('XL')],
    [[{ size: 'S', color: 'Red', stockQuantity: 1 }], VARIANT_MSG.colorInvalid('Red')],
    [[{ size: 'S', stockQuantity: 1 }], VARIANT_MSG.colorRequired('S')],
    [[{ size: 'S', color: 'Black', stockQuantity: -2 }], VARIANT_MSG.quantityInvalid('S / Black')],
    [[{ size: 'S', color: 'Black' }], VARIANT_MSG.quantityInvalid('S / Black')],
    [[...grid, grid[0]], VARIANT_MSG.duplicate('S / Black')],
    [[], VARIANT_MSG.empty],
    [[null], VARIANT_MSG.notAList],
    [{}, VARIANT_MSG.notAList],
  ])('refuses %j', (value, message) => {
    expect(variantStockError(value, SIZES, COLORS)).toBe(message);
  });

  it('wants N/A and no colour on a product without sizes or colours', () => {
    expect(variantStockError([{ size: 'M', color: null, stockQuantity: 1 }], [], [])).toBe(
      VARIANT_MSG.noSizes,
    );
    expect(variantStockError([{ size: 'N/A', color: 'Red', stockQuantity: 1 }], [], [])).toBe(
      VARIANT_MSG.noColors,
    );
  });
});

describe('planVariantStock (admin writes)', () => {
  it('a list: the total is its sum, in size then colour order', () => {
    const plan = planVariantStock(
      { stockQuantity: 3, variantStock: [...grid].reverse() },
      SIZES,
      COLORS,
      null,
    );
    expect(plan).toEqual({ entries: grid, stockQuantity: 3 });
  });

  it('a list with a different stockQuantity beside it is a 400 on variantStock', () => {
    expect(
      errorsOf(() =>
        planVariantStock({ stockQuantity: 4, variantStock: grid }, SIZES, COLORS, null),
      ),
    ).toMatchObject({ errors: { variantStock: VARIANT_MSG.totalMismatch(3) } });
  });

  it('left out: one number stays one number; a grid stays, its sum the total', () => {
    expect(planVariantStock({ stockQuantity: 8 }, SIZES, COLORS, null)).toEqual({
      entries: undefined,
      stockQuantity: 8,
    });
    expect(planVariantStock({ stockQuantity: 3 }, SIZES, COLORS, grid)).toEqual({
      entries: undefined,
      stockQuantity: 3,
    });
    expect(
      errorsOf(() => planVariantStock({ stockQuantity: 9 }, SIZES, COLORS, grid)),
    ).toMatchObject({ errors: { stockQuantity: VARIANT_MSG.trackedTotal(3) } });
  });

  it('a size or colour removed under a stored variant is a 400 unless the call removes it', () => {
    expect(
      errorsOf(() => planVariantStock({ stockQuantity: 3 }, ['M'], COLORS, grid)),
    ).toMatchObject({ errors: { variantStock: VARIANT_MSG.noLongerFits('S / Black') } });
    const rest = grid.slice(1);
    expect(planVariantStock({ stockQuantity: 2, variantStock: rest }, ['M'], COLORS, grid)).toEqual(
      { entries: rest, stockQuantity: 2 },
    );
  });

  it('null switches it off with the total sent', () => {
    expect(planVariantStock({ stockQuantity: 3, variantStock: null }, SIZES, COLORS, grid)).toEqual(
      {
        entries: null,
        stockQuantity: 3,
      },
    );
    expect(planVariantStock({ stockQuantity: 3, variantStock: null }, SIZES, COLORS, null)).toEqual(
      {
        entries: undefined,
        stockQuantity: 3,
      },
    );
  });
});

describe('product page choices', () => {
  it('a size is sold out when no matching pair has stock; a chosen colour narrows it', () => {
    expect(sizeAvailable(grid, 'M', null)).toBe(true);
    expect(sizeAvailable(grid, 'M', 'Black')).toBe(false);
    expect(sizeAvailable(grid, 'S', 'Purple')).toBe(false);
    expect(colorAvailable(grid, 'Black', null)).toBe(true);
    expect(colorAvailable(grid, 'Black', 'M')).toBe(false);
    expect(colorAvailable(grid, 'Purple', 'M')).toBe(true);
  });
});
