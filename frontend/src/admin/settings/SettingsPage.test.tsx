import { adminSettings, mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SHOP_SETTINGS } from '../../test/fixtures';
import { MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { SettingsPage } from './SettingsPage';
import { CONFIRM_TEXT } from '../confirmation/texts';
import { CASH_TEXT } from '../cash/texts';

jest.setTimeout(60_000);

const settings = SHOP_SETTINGS;
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save Settings/ }));

function renderPage(put?: Parameters<typeof mockApi>[0][string]) {
  const calls = mockApi({
    'GET /api/settings': { body: settings },
    'GET /api/admin/system': {
      body: {
        platform: 'Node.js v20 on linux',
        version: 'v1.0.0',
        environment: 'test',
        database: 'SQLite',
      },
    },
    ...(put ? { 'PUT /api/admin/settings': put } : {}),
  });
  renderAdmin(<SettingsPage />);
  return calls;
}

describe('SettingsPage', () => {
  it('shows the live preview of the tagline and delivery fee as they are typed', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Psycho Drip Streetwear')).toBeInTheDocument();
    expect(screen.getByTestId('preview-tagline')).toHaveTextContent('Psycho Drip Streetwear');
    expect(screen.getByTestId('preview-delivery')).toHaveTextContent('Delivery FeeAED 20');

    setText('Brand Tagline', 'Melt Your Mind');
    setText('Delivery Fee (AED)', '35.5');
    await waitFor(() =>
      expect(screen.getByTestId('preview-tagline')).toHaveTextContent('Melt Your Mind'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('preview-delivery')).toHaveTextContent('AED 35.50'),
    );
    // System Information shows what the server reports.
    expect(await screen.findByText('Node.js v20 on linux')).toBeInTheDocument();
    expect(screen.getByText('v1.0.0')).toBeInTheDocument();
    expect(screen.getByText('SQLite')).toBeInTheDocument();
  });

  it('checks the settings rules', async () => {
    const calls = renderPage();
    await screen.findByDisplayValue('Psycho Drip Streetwear');

    setText('Brand Tagline', '');
    setText('Delivery Fee (AED)', '');
    save();
    expect(await screen.findByText(MSG.taglineRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.deliveryMin)).toBeInTheDocument();

    setText('Brand Tagline', 'x'.repeat(101));
    save();
    expect(await screen.findByText(MSG.taglineMax)).toBeInTheDocument();

    setText('Contact Email', 'not-an-email');
    save();
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves and says Settings updated!', async () => {
    const calls = renderPage(({ body }) => ({ body }));
    await screen.findByDisplayValue('Psycho Drip Streetwear');
    setText('Delivery Fee (AED)', '25');
    setText('Brand Tagline', '  Melt Your Mind ');
    setText('Arabic Brand Tagline', ' ذوّب عقلك ');
    save();
    expect(await screen.findByText(ADMIN_TEXT.settingsUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...settings,
      deliveryAED: 25,
      brandTagline: 'Melt Your Mind',
      brandTaglineAr: 'ذوّب عقلك',
    });
  });

  it('puts server field errors on the form', async () => {
    const message = 'WhatsApp number must be in international form, e.g. +971 50 123 4567';
    renderPage({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        errors: { whatsappNumber: message },
      },
    });
    await screen.findByDisplayValue('Psycho Drip Streetwear');
    setText('WhatsApp Number', '12');
    save();
    // On the field and in the toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('has one Save bar: the changes of every card go in one update', async () => {
    const calls = mockApi({
      'GET /api/settings': { body: settings },
      'GET /api/admin/settings': { body: adminSettings() },
      'GET /api/admin/system': { body: {} },
      'PUT /api/admin/settings': ({ body }) => ({ body }),
    });
    renderAdmin(<SettingsPage />);
    await screen.findByDisplayValue('Psycho Drip Streetwear');
    await screen.findByDisplayValue('Hi {name}, confirm {orderNumber}?');
    expect(screen.getAllByRole('button', { name: /Save/ })).toHaveLength(1);

    setText('Brand Tagline', 'Melt Your Mind');
    setText(CONFIRM_TEXT.templateEN, 'Hello {name}');
    setText(CASH_TEXT.codFee, '7');
    save();
    expect(await screen.findByText(ADMIN_TEXT.settingsUpdated)).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({
      brandTagline: 'Melt Your Mind',
      confirmationTemplateEN: 'Hello {name}',
      codFeeAED: 7,
      requireTwoFactorForOwners: false,
    });
  });

  it('sends nothing while a card has a field to fix', async () => {
    const calls = mockApi({
      'GET /api/settings': { body: settings },
      'GET /api/admin/settings': { body: adminSettings() },
      'GET /api/admin/system': { body: {} },
    });
    renderAdmin(<SettingsPage />);
    await screen.findByDisplayValue('Hi {name}, confirm {orderNumber}?');
    setText(CONFIRM_TEXT.templateEN, '');
    save();
    expect(await screen.findByText(ADMIN_TEXT.checkFields)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
