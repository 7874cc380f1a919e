import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_TEXT } from './texts';

/**
 * The add / edit dialog around a form: Save submits it, Cancel closes. Rendered even while
 * closed, so the form instance exists before the first open.
 */
export function FormDialog({
  open,
  title,
  saving,
  width,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  saving: boolean;
  width?: number;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onSave}
      okText={ADMIN_TEXT.save}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={saving}
      width={width}
      forceRender
    >
      {children}
    </Modal>
  );
}
