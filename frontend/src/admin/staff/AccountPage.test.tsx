/** My account: one's own new-order alert details, with the API's rules, saved to /api/admin/me. */
import { mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGING_MSG } from '@freakdrop/contract';
import { OWNER_ME } from '../../test/fixtures';
import { MESSAGES_TEXT } from '../messages/texts';
import { AccountPage } from './AccountPage';

jest.setTimeout(60_000);

const save = () =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(MESSAGES_TEXT.saveAlerts) }));

describe('AccountPage', () => {
  it('shows the stored details and saves them, a blank one as null', async () => {
    const me = { ...OWNER_ME, email: 'owner@freakdrop.ae', whatsapp: '+971501234567' };
    const calls = mockApi({
      'GET /api/admin/me': { body: me },
      'PATCH /api/admin/me': ({ body }) => ({ body: { ...me, ...(body as object) } }),
    });
    renderAdmin(<AccountPage />);
    expect(await screen.findByDisplayValue('owner@freakdrop.ae')).toBeInTheDocument();
    expect(screen.getByLabelText(MESSAGES_TEXT.fieldWhatsapp)).toHaveValue('+971 50 123 4567');
    setText(MESSAGES_TEXT.fieldEmail, '');
    setText(MESSAGES_TEXT.fieldWhatsapp, '055 111 2222');
    fireEvent.click(screen.getByRole('switch', { name: MESSAGES_TEXT.fieldNewOrderAlerts }));
    save();
    expect(await screen.findByText(MESSAGES_TEXT.alertsSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      email: null,
      whatsapp: '055 111 2222',
      newOrderAlerts: true,
    });
  });

  it('refuses a number that is not a UAE phone with the contract words', async () => {
    const calls = mockApi({ 'GET /api/admin/me': { body: OWNER_ME } });
    renderAdmin(<AccountPage />);
    await screen.findByLabelText(MESSAGES_TEXT.fieldWhatsapp);
    setText(MESSAGES_TEXT.fieldWhatsapp, '12345');
    save();
    await waitFor(() =>
      expect(screen.getByText(MESSAGING_MSG.staffWhatsappInvalid)).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});
