import { quantitiesByProduct } from './stock.service';

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
