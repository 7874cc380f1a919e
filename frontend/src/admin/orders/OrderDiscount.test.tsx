/** The order dialog and the delivery note show "Discount (CODE) −AED x" for an order with one, nothing without. */
import { screen } from '@testing-library/react';
import { anOrder, SHOP_SETTINGS } from '../../test/fixtures';
import { mockApi, renderAdmin } from '../test-utils';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrderPrintPage } from './OrderPrintPage';

jest.setTimeout(60_000);

const DISCOUNTED = anOrder({
  id: 'o1',
  discountAED: 39.8,
  promoCode: 'SAVE10',
  totalAED: 378.2,
  promotions: [{ code: 'SAVE10', kind: 'percent', discountAED: 39.8, freeDelivery: false }],
});

beforeAll(() => {
  window.print = () => undefined;
});

describe('an order with a discount', () => {
  it('the details dialog shows the discount line with the code', async () => {
    mockApi({
      'GET /api/admin/orders/o1': { body: DISCOUNTED },
      'GET /api/admin/orders': { body: { orders: [], total: 0 } },
    });
    renderAdmin(<OrderDetailsModal orderId="o1" onClose={jest.fn()} onPrint={jest.fn()} />);
    expect(await screen.findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.getByTestId('discount-line')).toHaveTextContent('−AED 39.80');
  });

  it('the delivery note shows it; an order without one shows no line', async () => {
    mockApi({
      'GET /api/admin/orders/o1': { body: DISCOUNTED },
      'GET /api/admin/orders/o2': { body: anOrder({ id: 'o2' }) },
      'GET /api/settings': { body: SHOP_SETTINGS },
    });
    const { unmount } = renderAdmin(<OrderPrintPage />, {
      route: '/admin/orders/o1/print',
      path: '/admin/orders/:id/print',
    });
    expect(await screen.findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.getByTestId('discount-line')).toHaveTextContent('−AED 39.80');
    unmount();
    renderAdmin(<OrderPrintPage />, {
      route: '/admin/orders/o2/print',
      path: '/admin/orders/:id/print',
    });
    expect(await screen.findByText(anOrder().orderNumber)).toBeInTheDocument();
    expect(screen.queryByTestId('discount-line')).toBeNull();
  });
});
