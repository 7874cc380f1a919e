/** A checkout 409 for one size and colour: the variant's message, only that line shrinks. */
import type { StockConflictBody } from '../../api/types';
import { cartReducer, linesUpdated } from '../../app/cart';
import { SLIME_HOODIE } from '../../test/fixtures';
import { resolveConflict } from './checkout';

describe('checkout 409 for a variant', () => {
  const body: StockConflictBody = {
    statusCode: 409,
    code: 'OUT_OF_STOCK',
    message: 'Only 1 left of "Slime Hoodie" in M / Green',
    productId: 'p-hoodie',
    size: 'M',
    color: 'Green',
    available: 1,
  };
  const items = [
    { ...SLIME_HOODIE, qty: 3 },
    { ...SLIME_HOODIE, size: 'L', qty: 2 },
  ];

  it('shows the server message naming the variant and shrinks only its line', () => {
    const resolution = resolveConflict(
      { status: 409, code: 'OUT_OF_STOCK', message: body.message, errors: {}, body },
      items,
      20,
    );
    expect(resolution?.changes).toEqual(['Only 1 left of "Slime Hoodie" in M / Green']);
    const state = cartReducer({ items, subtotalAED: 995 }, linesUpdated(resolution?.updates ?? []));
    expect(state.items.map((i) => [i.size, i.qty])).toEqual([
      ['M', 1],
      ['L', 2],
    ]);
  });
});
