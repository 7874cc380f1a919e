/** The product dialog's stock per size and colour: the switch, the grid, the read-only total. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Category } from '../../api/types';
import { DRIP_HOODIE } from '../../test/fixtures';
import { json, mockApi, renderAdmin } from '../test-utils';
import { ProductFormModal } from './ProductFormModal';
import { gridEntries, lowVariants, variantInput, VARIANT_TEXT } from './variantStock';

jest.mock('axios', () => ({ __esModule: true, default: { put: jest.fn() } }));
jest.setTimeout(60_000);

const categories: Category[] = [{ id: 'c1', slug: 'HOODIES', name: 'Hoodies' }];
const product = DRIP_HOODIE;

const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('variant stock in the product dialog', () => {
  it('fills the grid from the product, keeps the total read-only as their sum, and sends them', async () => {
    const calls = mockApi({
      'GET /api/products/p1': () =>
        json(200, {
          ...product,
          variantStock: [
            { size: 'M', color: 'Black', stockQuantity: 0 },
            { size: 'L', color: 'Black', stockQuantity: 5 },
          ],
        }),
      'PUT /api/admin/products/p1': () => json(200, product),
    });
    renderAdmin(
      <ProductFormModal open product={product} categories={categories} onClose={jest.fn()} />,
    );
    await waitFor(() => expect(cell(VARIANT_TEXT.cellLabel('L', 'Black')).value).toBe('5'));
    const total = screen.getByLabelText('Stock Quantity') as HTMLInputElement;
    expect(total).toHaveAttribute('readonly');
    fireEvent.change(cell(VARIANT_TEXT.cellLabel('M', 'Black')), { target: { value: '3' } });
    await waitFor(() => expect(total.value).toBe('8'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      stockQuantity: 8,
      variantStock: [
        { size: 'M', color: 'Black', stockQuantity: 3 },
        { size: 'L', color: 'Black', stockQuantity: 5 },
      ],
    });
  });

  it('the switch on a product with one number shows the grid', async () => {
    mockApi({ 'GET /api/products/p1': () => json(200, { ...product, variantStock: null }) });
    renderAdmin(
      <ProductFormModal open product={product} categories={categories} onClose={jest.fn()} />,
    );
    expect(screen.queryByLabelText(VARIANT_TEXT.cellLabel('M', 'Black'))).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: VARIANT_TEXT.trackSwitch }));
    expect(await screen.findByLabelText(VARIANT_TEXT.cellLabel('M', 'Black'))).toBeInTheDocument();
  });

  it('builds the body: every cell, null when switched off, nothing when never on', () => {
    expect(gridEntries({ 'N/A|Red': 2 }, [], ['Red', 'Blue'])).toEqual([
      { size: 'N/A', color: 'Red', stockQuantity: 2 },
      { size: 'N/A', color: 'Blue', stockQuantity: 0 },
    ]);
    expect(variantInput({ trackVariants: false, variantTracked: true }, [], [])).toEqual({
      variantStock: null,
    });
    expect(variantInput({ trackVariants: false, variantTracked: false }, [], [])).toEqual({});
    expect(
      lowVariants({
        lowStockThreshold: 2,
        variantStock: [
          { size: 'M', color: 'Black', stockQuantity: 1 },
          { size: 'L', color: 'Black', stockQuantity: 9 },
        ],
      }),
    ).toBe('M / Black (1)');
  });
});
