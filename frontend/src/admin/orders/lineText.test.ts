import { lineDetails, shownSize } from './lineText';

describe('an order line as staff read it', () => {
  it('names no size for a product without sizes', () => {
    expect(shownSize('N/A')).toBeNull();
    expect(shownSize('M')).toBe('M');
    expect(lineDetails({ size: 'N/A', color: null, qty: 3 })).toBe('Qty: 3');
    expect(lineDetails({ size: 'N/A', color: 'Red', qty: 1 })).toBe('Color: Red · Qty: 1');
  });

  it('names size, colour and quantity when the line has them', () => {
    expect(lineDetails({ size: 'XL', color: 'Black', qty: 2 })).toBe(
      'Size: XL · Color: Black · Qty: 2',
    );
  });
});
