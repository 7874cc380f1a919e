/** The delivery card of the settings screen: the stored values, the save, the API's field messages. */
import { adminSettings, mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CASH_TEXT } from '../cash/texts';
import { DeliverySettingsCard } from './DeliverySettingsCard';
import { ADMIN_TEXT } from '../texts';
import { SettingsSaveArea } from '../settingsForm';

jest.setTimeout(60_000);

const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

describe('DeliverySettingsCard', () => {
  it('shows the stored amounts and sends them back with the general settings as stored', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': {
        body: adminSettings({ freeDeliveryFromAED: 300, codFeeAED: 5, couriers: ['Ravi'] }),
      },
      'PUT /api/admin/settings': ({ body }) => ({ body }),
    });
    renderAdmin(
      <SettingsSaveArea>
        <DeliverySettingsCard />
      </SettingsSaveArea>,
    );
    expect(await screen.findByDisplayValue('300.00')).toBeInTheDocument();
    expect(screen.getByLabelText(CASH_TEXT.codFee)).toHaveValue('5.00');
    setText(CASH_TEXT.codMax, '1000');
    save();
    expect(await screen.findByText(ADMIN_TEXT.settingsUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      deliveryAED: 20,
      brandTagline: 'Psycho Drip Streetwear',
      deliveryByCityAED: {},
      freeDeliveryFromAED: 300,
      codFeeAED: 5,
      codMaxOrderAED: 1000,
      couriers: ['Ravi'],
    });
  });

  it('puts the API field messages under the fields and says the save failed', async () => {
    const codMessage = 'The largest cash order is a number of AED';
    mockApi({
      'GET /api/admin/settings': { body: adminSettings() },
      'PUT /api/admin/settings': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: { codMaxOrderAED: codMessage },
        },
      },
    });
    renderAdmin(
      <SettingsSaveArea>
        <DeliverySettingsCard />
      </SettingsSaveArea>,
    );
    await screen.findByLabelText(CASH_TEXT.codFee);
    save();
    await waitFor(() => expect(screen.getByText(codMessage)).toBeInTheDocument());
    // The toast carries the API's message.
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });
});
