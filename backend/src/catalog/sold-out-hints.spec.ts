import { SoldOutHints } from './sold-out-hints';
import type { ProductEntity } from './product.entity';

const row = (id: string, stockQuantity: number) => ({ id, stockQuantity }) as ProductEntity;

describe('sold-out hints', () => {
  it('keeps only products at 0, and only under the version they were seen at', () => {
    const hints = new SoldOutHints();
    hints.remember(7, row('a', 0));
    hints.remember(7, row('b', 1));
    expect(hints.isSoldOut('a', 7)).toBe(true);
    expect(hints.isSoldOut('b', 7)).toBe(false);
    // A version not known now, or an older one (a stale read elsewhere): not sold out.
    expect(hints.isSoldOut('a', undefined)).toBe(false);
    expect(hints.isSoldOut('a', 6)).toBe(false);
    expect(hints.isSoldOut('a', 7)).toBe(true);
    // A newer version (a restock moves it): the hint is gone for good.
    expect(hints.isSoldOut('a', 8)).toBe(false);
    expect(hints.isSoldOut('a', 7)).toBe(false);
  });

  it('gives the rows only when every product of the cart is known sold out', () => {
    const hints = new SoldOutHints();
    hints.remember(
      3,
      row('a', 0),
      new Map([
        ['M|Black', 2],
        ['L|Black', 0],
      ]),
    );
    expect(hints.rows(['a', 'c'], 3)).toBeUndefined();
    const known = hints.rows(['a'], 3);
    expect(known?.rows.map((r) => r.id)).toEqual(['a']);
    // Its variants as sold out too: the total is their sum.
    expect([...(known?.variantsOf.get('a')?.values() ?? [])]).toEqual([0, 0]);
  });

  it('forgets the products whose stock came back, at the same version too', () => {
    const hints = new SoldOutHints();
    hints.remember(5, row('a', 0));
    hints.remember(5, row('b', 0));
    hints.forget(['a']);
    expect(hints.isSoldOut('a', 5)).toBe(false);
    expect(hints.isSoldOut('b', 5)).toBe(true);
  });
});
