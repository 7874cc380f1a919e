/**
 * When an order goes Out for Delivery, staff may name the courier (one of the
 * settings' couriers). Without couriers in the settings nothing is asked.
 */
import { Modal, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLazyAdminSettingsQuery } from '../adminApi';
import { CASH_TEXT } from '../cash/texts';

/** The chosen courier, undefined for none, or false when staff cancelled the change. */
export type CourierAnswer = string | undefined | false;

export function useCourierPrompt(): {
  ask: (orderNumber: string) => Promise<CourierAnswer>;
  prompt: ReactNode;
} {
  // Read when asked, not on render: the orders table has a status dropdown per row.
  const [loadSettings] = useLazyAdminSettingsQuery();
  const [couriers, setCouriers] = useState<string[]>([]);
  const [asking, setAsking] = useState<string | null>(null);
  const [courier, setCourier] = useState<string | undefined>();
  const resolver = useRef<(answer: CourierAnswer) => void>(() => undefined);

  async function ask(orderNumber: string): Promise<CourierAnswer> {
    const settings = await loadSettings(undefined, true)
      .unwrap()
      .catch(() => null);
    const names = settings?.couriers ?? [];
    if (names.length === 0) return undefined;
    setCouriers(names);
    setCourier(undefined);
    setAsking(orderNumber);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }
  const finish = (answer: CourierAnswer) => {
    setAsking(null);
    resolver.current(answer);
  };

  const prompt = (
    <Modal
      open={asking !== null}
      title={asking ? CASH_TEXT.courierPromptTitle(asking) : ''}
      onOk={() => finish(courier)}
      onCancel={() => finish(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{CASH_TEXT.courierPromptBody}</Typography.Paragraph>
      <Select<string>
        allowClear
        autoFocus
        value={courier}
        onChange={(v) => setCourier(v)}
        placeholder={CASH_TEXT.chooseCourier}
        aria-label={CASH_TEXT.colCourier}
        options={couriers.map((c) => ({ value: c, label: c }))}
        style={{ width: '100%' }}
      />
    </Modal>
  );
  return { ask, prompt };
}
