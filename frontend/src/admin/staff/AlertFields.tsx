/**
 * A staff account's new-order alerts: where they go (an email, a WhatsApp number) and whether
 * they are on. The same fields on one's own account page and on the owner's Staff screen; their
 * rules are the API's (contract): an e-mail address, a UAE phone in any form the checkout takes.
 */
import { Form, Input, Switch } from 'antd';
import type { FieldRule } from '@freakdrop/contract';
import {
  CHECKOUT_RULES,
  EMAIL_PATTERN,
  MESSAGE_LIMITS,
  MESSAGING_MSG,
  showTypedPhone,
} from '@freakdrop/contract';
import { antdRule } from '../formRules';
import { MESSAGES_TEXT } from '../messages/texts';

export interface AlertValues {
  email?: string | null;
  whatsapp?: string | null;
  newOrderAlerts: boolean;
}

const EMAIL_RULE: FieldRule = {
  kind: 'text',
  optional: true,
  trim: true,
  maxLength: MESSAGE_LIMITS.staffEmailMax,
  pattern: EMAIL_PATTERN,
  messages: { required: MESSAGING_MSG.staffEmailInvalid },
};
const WHATSAPP_RULE: FieldRule = {
  ...CHECKOUT_RULES.phone,
  optional: true,
  messages: { required: MESSAGING_MSG.staffWhatsappInvalid },
};

/** The stored values as the fields show them: a phone as +971 XX XXX XXXX. */
export const alertValues = (account: {
  email: string | null;
  whatsapp: string | null;
  newOrderAlerts: boolean;
}): AlertValues => ({
  email: account.email ?? '',
  whatsapp: account.whatsapp ? showTypedPhone(account.whatsapp) : '',
  newOrderAlerts: account.newOrderAlerts,
});

/** The fields' values for the API: trimmed, blank clears one (null). */
export const alertBody = (values: AlertValues) => ({
  email: values.email?.trim() || null,
  whatsapp: values.whatsapp?.trim() || null,
  newOrderAlerts: values.newOrderAlerts,
});

export function AlertFields() {
  return (
    <>
      <Form.Item label={MESSAGES_TEXT.fieldEmail} name="email" rules={[antdRule(EMAIL_RULE)]}>
        <Input type="email" autoComplete="email" maxLength={MESSAGE_LIMITS.staffEmailMax} />
      </Form.Item>
      <Form.Item
        label={MESSAGES_TEXT.fieldWhatsapp}
        name="whatsapp"
        rules={[antdRule(WHATSAPP_RULE)]}
      >
        <Input
          type="tel"
          inputMode="tel"
          dir="ltr"
          placeholder="+971 50 123 4567"
          maxLength={CHECKOUT_RULES.phone.maxLength}
        />
      </Form.Item>
      <Form.Item
        label={MESSAGES_TEXT.fieldNewOrderAlerts}
        name="newOrderAlerts"
        valuePropName="checked"
        extra={MESSAGES_TEXT.alertsHint}
      >
        <Switch />
      </Form.Item>
    </>
  );
}
