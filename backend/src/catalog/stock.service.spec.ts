import { MSG } from '../contract';
import { ApiError } from '../common/api-error';
import { quantitiesByProduct, StockService } from './stock.service';

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
  const stock = new StockService();
  const hoodie = { id: 'h', title: 'Drip Hoodie', image: '', unitPriceFils: 10000, available: 2 };

  it('passes while every product has the quantity', () => {
    expect(() => stock.assertAvailable([{ productId: 'h', qty: 2 }], [hoodie])).not.toThrow();
  });

  it('answers the 409 the conditional update would give, naming the product and what is left', () => {
    try {
      stock.assertAvailable([{ productId: 'h', qty: 3, title: 'Drip Hoodie' }], [hoodie]);
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
