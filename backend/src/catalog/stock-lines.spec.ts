import { MSG } from '../contract';
import { ApiError } from '../common/api-error';
import { assertAvailable, quantitiesByProduct } from './stock-lines';
import { VARIANT_MSG } from '../contract';

describe('stock quantities', () => {
  it('adds up lines of one product, keeps the first title, and sorts by id (lock order)', () => {
    expect(
      quantitiesByProduct([
        { productId: 'b', qty: 2, title: 'Bee' },
        { productId: 'a', qty: 1, title: 'Ant' },
        { productId: 'b', qty: 3, title: 'Bee (renamed)' },
      ]),
    ).toEqual([
      { productId: 'a', qty: 1, title: 'Ant' },
      { productId: 'b', qty: 5, title: 'Bee' },
    ]);
  });

  it('leaves out lines whose product was deleted', () => {
    expect(quantitiesByProduct([{ productId: null, qty: 4 }])).toEqual([]);
  });
});

describe('stock checked before the transaction', () => {
  const hoodie = { id: 'h', title: 'Drip Hoodie', image: '', unitPriceFils: 10000, available: 2 };

  it('passes while every product has the quantity', () => {
    expect(() => assertAvailable([{ productId: 'h', qty: 2 }], [hoodie])).not.toThrow();
  });

  it('answers the 409 the conditional update would give, naming the product and what is left', () => {
    try {
      assertAvailable([{ productId: 'h', qty: 3, title: 'Drip Hoodie' }], [hoodie]);
      throw new Error('expected a conflict');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const body = (error as ApiError).getResponse();
      expect(body).toMatchObject({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: MSG.notEnoughStock('Drip Hoodie', 2),
        productId: 'h',
        available: 2,
      });
    }
  });
});

describe('stock per size and colour', () => {
  const variants = new Map([
    ['M|Black', 2],
    ['L|', 0],
  ]);
  const hoodie = {
    id: 'h',
    title: 'Drip Hoodie',
    image: '',
    unitPriceFils: 10000,
    available: 2,
    variants,
  };

  it('adds up lines per variant too, in (size, colour) order; no colour is null', () => {
    expect(
      quantitiesByProduct([
        { productId: 'h', qty: 1, size: 'M', color: 'Black' },
        { productId: 'h', qty: 2, size: 'L', color: '' },
        { productId: 'h', qty: 1, size: 'M', color: 'Black' },
      ]),
    ).toEqual([
      {
        productId: 'h',
        qty: 4,
        title: undefined,
        variants: [
          { size: 'L', color: null, qty: 2 },
          { size: 'M', color: 'Black', qty: 2 },
        ],
      },
    ]);
  });

  it('checks each variant, and answers the variant 409 with size, colour and what is left', () => {
    const lines = quantitiesByProduct([{ productId: 'h', qty: 2, size: 'M', color: 'Black' }]);
    expect(() => assertAvailable(lines, [hoodie])).not.toThrow();
    const short = quantitiesByProduct([{ productId: 'h', qty: 3, size: 'M', color: 'Black' }]);
    try {
      assertAvailable(short, [hoodie]);
      throw new Error('expected a conflict');
    } catch (error) {
      expect((error as ApiError).getResponse()).toEqual({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: VARIANT_MSG.notEnoughStock('Drip Hoodie', 'M', 'Black', 2),
        productId: 'h',
        size: 'M',
        color: 'Black',
        available: 2,
      });
    }
    const gone = quantitiesByProduct([{ productId: 'h', qty: 1, size: 'L', color: null }]);
    expect(() => assertAvailable(gone, [hoodie])).toThrow('"Drip Hoodie" in L is out of stock');
  });
});
