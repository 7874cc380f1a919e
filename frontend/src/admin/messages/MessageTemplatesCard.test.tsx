/**
 * The message templates card: the stored templates with a live preview of the sample order, an
 * unknown placeholder refused with the contract's words, and a save that sends the templates.
 */
import { adminSettings, mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_EVENTS,
  MESSAGE_EVENT_LABELS,
  MESSAGING_MSG,
} from '@freakdrop/contract';
import { formatAED } from '../../components/format';
import { MessageTemplatesCard } from './MessageTemplatesCard';
import { previewMessage, SAMPLE_ORDER_NUMBER, sampleValues } from './preview';
import { SettingsSaveArea } from '../settingsForm';
import { ADMIN_TEXT } from '../texts';

jest.setTimeout(60_000);

const field = (event: (typeof MESSAGE_EVENTS)[number], language: 'English' | 'Arabic') =>
  screen.getByLabelText(`${MESSAGE_EVENT_LABELS[event]} (${language})`);

describe('previewMessage', () => {
  it('fills every placeholder with the sample order, in the message language', () => {
    const origin = 'https://shop.test';
    expect(
      previewMessage('{name} {number} {total} {trackingUrl} {courier} {reason}', 'en', origin),
    ).toBe(
      `Aisha ${SAMPLE_ORDER_NUMBER} ${formatAED(249)} ` +
        `${origin}/track-order?orderNumber=${SAMPLE_ORDER_NUMBER} Aramex an item is out of stock`,
    );
    const arabic = previewMessage(DEFAULT_MESSAGE_TEMPLATES.order_placed.ar, 'ar', origin);
    expect(arabic).toContain(sampleValues('ar', origin).name);
    expect(arabic).toContain(`${origin}/ar/track-order?orderNumber=${SAMPLE_ORDER_NUMBER}`);
    expect(arabic).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('leaves an unknown name between braces as written', () => {
    expect(previewMessage('Hi {nickname}', 'en')).toBe('Hi {nickname}');
  });
});

describe('MessageTemplatesCard', () => {
  it('previews the stored template and follows the edits live', async () => {
    mockApi({
      'GET /api/admin/settings': {
        body: adminSettings({
          messageTemplates: {
            ...DEFAULT_MESSAGE_TEMPLATES,
            order_placed: { en: 'Got {number}, {name}!', ar: 'استلمنا {number}' },
          },
        }),
      },
    });
    renderAdmin(
      <SettingsSaveArea>
        <MessageTemplatesCard />
      </SettingsSaveArea>,
    );
    const preview = await screen.findByTestId('preview-order_placed-en');
    expect(preview).toHaveTextContent(`Got ${SAMPLE_ORDER_NUMBER}, Aisha!`);
    expect(screen.getByTestId('preview-order_placed-ar')).toHaveTextContent(
      `استلمنا ${SAMPLE_ORDER_NUMBER}`,
    );
    fireEvent.change(field('order_placed', 'English'), {
      target: { value: 'Total {total} for {name}' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('preview-order_placed-en')).toHaveTextContent(
        `Total ${formatAED(249)} for Aisha`,
      ),
    );
  });

  it('refuses an unknown placeholder with the contract message and sends nothing', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': { body: adminSettings() },
      'PUT /api/admin/settings': ({ body }) => ({ body }),
    });
    renderAdmin(
      <SettingsSaveArea>
        <MessageTemplatesCard />
      </SettingsSaveArea>,
    );
    await screen.findByTestId('preview-order_placed-en');
    fireEvent.change(field('cancelled', 'Arabic'), { target: { value: 'أُلغي {number} {why}' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(ADMIN_TEXT.saveSettings) }));
    expect(await screen.findByText(MESSAGING_MSG.unknownPlaceholder(['why']))).toBeInTheDocument();
    // The refused template's tab is the one shown.
    expect(
      screen.getByRole('tab', { name: MESSAGE_EVENT_LABELS.cancelled, selected: true }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves every template, trimmed, with the general settings as stored', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': { body: adminSettings() },
      'PUT /api/admin/settings': ({ body }) => ({ body }),
    });
    renderAdmin(
      <SettingsSaveArea>
        <MessageTemplatesCard />
      </SettingsSaveArea>,
    );
    await screen.findByTestId('preview-order_placed-en');
    fireEvent.change(field('delivered', 'English'), {
      target: { value: '  Delivered {number}  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(ADMIN_TEXT.saveSettings) }));
    expect(await screen.findByText(ADMIN_TEXT.settingsUpdated)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toEqual({
      deliveryAED: 20,
      brandTagline: 'Psycho Drip Streetwear',
      messageTemplates: {
        ...DEFAULT_MESSAGE_TEMPLATES,
        delivered: { ...DEFAULT_MESSAGE_TEMPLATES.delivered, en: 'Delivered {number}' },
      },
    });
  });
});
