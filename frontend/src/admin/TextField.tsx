import { Form, Input } from 'antd';
import type { ItemRules } from './formRules';
import { ADMIN_TEXT } from './texts';

/**
 * A text field of an admin form, checked by the API's rule for it. An Arabic one is written
 * right to left and says that, left blank, the storefront shows the English; `rows` makes it a
 * text area.
 */
export function TextField({
  label,
  name,
  rule,
  maxLength,
  arabic = false,
  rows,
}: {
  label: string;
  name: string;
  rule: ItemRules;
  maxLength: number;
  arabic?: boolean;
  rows?: number;
}) {
  const script = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  return (
    <Form.Item
      label={label}
      name={name}
      {...rule}
      extra={arabic ? ADMIN_TEXT.arabicHint : undefined}
    >
      {rows ? (
        <Input.TextArea {...script} rows={rows} maxLength={maxLength} />
      ) : (
        <Input {...script} maxLength={maxLength} />
      )}
    </Form.Item>
  );
}
