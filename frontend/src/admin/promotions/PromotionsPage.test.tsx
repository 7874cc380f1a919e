/**
 * The Promotions screen: the list with what each promotion did, the dialog's rules (the API's
 * messages, nothing sent while one fails), a saved code, and a used promotion's delete.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROMO_MSG } from '@freakdrop/contract';
import type { PromotionListItem } from '../../api/types';
import { mockApi, renderAdmin, setText } from '../test-utils';
import { PromotionsPage } from './PromotionsPage';
import { PromotionFormModal } from './PromotionFormModal';

jest.setTimeout(60_000);

const SAVE10: PromotionListItem = {
  id: 'pr1',
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  appliesTo: { all: true },
  minSubtotalAED: 200,
  startsAt: null,
  endsAt: '2026-12-31T19:59:00.000Z',
  maxRedemptions: 50,
  maxPerPhone: 1,
  firstOrderOnly: true,
  excludeSaleItems: false,
  combinable: false,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  redemptions: 3,
  discountGivenAED: 61.5,
  revenueAED: 1200,
};
const OFFER: PromotionListItem = {
  ...SAVE10,
  id: 'pr2',
  code: null,
  kind: 'freeDelivery',
  value: 0,
  minSubtotalAED: null,
  endsAt: null,
  maxRedemptions: null,
  maxPerPhone: null,
  firstOrderOnly: false,
  redemptions: 0,
  discountGivenAED: 0,
  revenueAED: 0,
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Promotions screen', () => {
  it('lists codes and automatic offers with their limits, dates in Dubai time and results', async () => {
    mockApi({ 'GET /api/admin/promotions': { body: { promotions: [SAVE10, OFFER] } } });
    renderAdmin(<PromotionsPage />);
    const row = (await screen.findByText('SAVE10')).closest('tr')!;
    expect(within(row).getByText('Percent off')).toBeInTheDocument();
    expect(within(row).getByText('10%')).toBeInTheDocument();
    expect(within(row).getByText('From AED 200')).toBeInTheDocument();
    // 19:59 UTC is 23:59 in Dubai.
    expect(within(row).getByText('Until Dec 31, 2026, 11:59 PM')).toBeInTheDocument();
    expect(within(row).getByText('50 uses')).toBeInTheDocument();
    expect(within(row).getByText('1 per phone')).toBeInTheDocument();
    expect(within(row).getByText('First order only')).toBeInTheDocument();
    expect(within(row).getByText('AED 61.50')).toBeInTheDocument();
    expect(within(row).getByText('AED 1,200')).toBeInTheDocument();
    const offer = screen.getByText('Automatic').closest('tr')!;
    expect(within(offer).getByText('Free delivery')).toBeInTheDocument();
    expect(within(offer).getByText('Always')).toBeInTheDocument();
    expect(within(offer).getByText('No limit')).toBeInTheDocument();
  });

  it('switches a promotion off with PATCH {active:false}', async () => {
    const calls = mockApi({
      'GET /api/admin/promotions': { body: { promotions: [SAVE10] } },
      'PATCH /api/admin/promotions/pr1': { body: { ...SAVE10, active: false } },
    });
    renderAdmin(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: SAVE10' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false });
  });

  it('says to switch a used promotion off when its delete is refused', async () => {
    mockApi({
      'GET /api/admin/promotions': { body: { promotions: [SAVE10] } },
      'DELETE /api/admin/promotions/pr1': {
        status: 409,
        body: { statusCode: 409, code: 'PROMOTION_USED', message: PROMO_MSG.promotionUsed },
      },
    });
    renderAdmin(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete SAVE10' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This promotion has been used')).toBeInTheDocument();
    expect(screen.getByText(/switch it off \(Active\) instead/)).toBeInTheDocument();
  });

  it('refuses what the API refuses, with its messages, and sends nothing', async () => {
    const calls = mockApi({});
    renderAdmin(<PromotionFormModal open promotion={null} onClose={jest.fn()} />);
    setText('Code', 'A!');
    setText('Uses in all (optional)', '0');
    save();
    expect(await screen.findByText(PROMO_MSG.codeInvalid)).toBeInTheDocument();
    expect(screen.getByText(PROMO_MSG.percentValue)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a code: upper-cased, its value, dates from Dubai time', async () => {
    const calls = mockApi({
      'POST /api/admin/promotions': ({ body }) => ({
        status: 201,
        body: { ...SAVE10, ...(body as object) },
      }),
    });
    const onClose = jest.fn();
    renderAdmin(<PromotionFormModal open promotion={null} onClose={onClose} />);
    setText('Code', 'drop20');
    expect(screen.getByLabelText('Code')).toHaveValue('DROP20');
    setText('Percent off', '20');
    setText('Ends (Dubai time, optional)', '2026-12-31T23:59');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'DROP20',
      kind: 'percent',
      value: 20,
      appliesTo: { all: true },
      endsAt: '2026-12-31T19:59:00.000Z',
      startsAt: null,
      active: true,
    });
  });

  it('an automatic offer has no code field and is sent with code null', async () => {
    const calls = mockApi({
      'POST /api/admin/promotions': ({ body }) => ({
        status: 201,
        body: { ...OFFER, ...(body as object) },
      }),
    });
    const onClose = jest.fn();
    renderAdmin(<PromotionFormModal open promotion={null} onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('Automatic offer (no code)'));
    await waitFor(() => expect(screen.queryByLabelText('Code')).toBeNull());
    setText('Percent off', '5');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: null, value: 5 });
  });
});
