import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal, Space } from 'antd';
import { createContext, useCallback, useContext, useState } from 'react';
import { ADMIN_TEXT } from './texts';

type Confirm = (text: string, onOk: () => Promise<unknown>) => void;
const ConfirmContext = createContext<Confirm>(() => undefined);

interface Pending {
  text: string;
  onOk: () => Promise<unknown>;
}

/**
 * One delete confirmation dialog for the console. antd's modal.confirm renders its title twice
 * (once hidden), which makes its texts ambiguous to find; this dialog shows it once.
 */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useCallback<Confirm>((text, onOk) => setPending({ text, onOk }), []);

  async function onOk() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.onOk();
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={pending !== null}
        title={
          <Space align="start">
            <ExclamationCircleFilled style={{ color: '#faad14' }} />
            <span>{pending?.text}</span>
          </Space>
        }
        okText={ADMIN_TEXT.delete}
        okButtonProps={{ danger: true }}
        cancelText={ADMIN_TEXT.cancel}
        confirmLoading={busy}
        onOk={() => void onOk()}
        onCancel={() => setPending(null)}
        width={440}
      />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
