/**
 * The settings screen's card of message templates: one tab per event, its English and Arabic
 * words side by side, each with a live preview filled with a sample order. The rules are the
 * API's (contract): required, at most MESSAGE_LIMITS.templateMax, only known placeholders.
 */
import { Form, Input, Tabs, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_EVENTS,
  MESSAGE_EVENT_LABELS,
  MESSAGE_LIMITS,
  MESSAGING_MSG,
  ORDER_LANGUAGES,
  unknownMessagePlaceholders,
} from '@freakdrop/contract';
import type { MessageEvent, MessageTemplates, OrderLanguage } from '@freakdrop/contract';
import type { AdminSettings, SettingsInput } from '../../api/types';
import { SettingsCard, useSettingsCard } from '../settingsForm';
import { previewMessage } from './preview';
import { MESSAGES_TEXT } from './texts';

interface Values {
  messageTemplates: MessageTemplates;
}

export const templateRules: Rule[] = [
  { required: true, whitespace: true, message: MESSAGING_MSG.templateRequired },
  { max: MESSAGE_LIMITS.templateMax, message: MESSAGING_MSG.templateMax },
  {
    validator: async (_rule, value: unknown) => {
      const unknown = typeof value === 'string' ? unknownMessagePlaceholders(value) : [];
      if (unknown.length > 0) throw new Error(MESSAGING_MSG.unknownPlaceholder(unknown));
    },
  },
];

const LANGUAGE_LABELS: Record<OrderLanguage, string> = {
  en: MESSAGES_TEXT.templateEN,
  ar: MESSAGES_TEXT.templateAR,
};

/** The stored templates, each event and language filled (the shipped words where none is set). */
const storedValues = (settings: AdminSettings): Values => ({
  messageTemplates: Object.fromEntries(
    MESSAGE_EVENTS.map((event) => [
      event,
      { ...DEFAULT_MESSAGE_TEMPLATES[event], ...settings.messageTemplates?.[event] },
    ]),
  ) as MessageTemplates,
});

/** One template's field and, under it, the message it makes for the sample order. */
function TemplateField({ event, language }: { event: MessageEvent; language: OrderLanguage }) {
  const name = ['messageTemplates', event, language];
  const form = Form.useFormInstance<Values>();
  const template = (Form.useWatch(name, form) as string | undefined) ?? '';
  const label = `${MESSAGE_EVENT_LABELS[event]} (${LANGUAGE_LABELS[language]})`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div>
      <Form.Item label={label} name={name} rules={templateRules}>
        <Input.TextArea rows={4} dir={dir} showCount maxLength={MESSAGE_LIMITS.templateMax} />
      </Form.Item>
      <Typography.Text type="secondary">
        {MESSAGES_TEXT.preview} · {MESSAGES_TEXT.previewHint}
      </Typography.Text>
      <p
        className="admin-template-preview"
        dir={dir}
        lang={language}
        aria-label={`${MESSAGES_TEXT.preview}: ${label}`}
        data-testid={`preview-${event}-${language}`}
      >
        {previewMessage(template, language)}
      </p>
    </div>
  );
}

/** The card's part of the screen's save: every template, trimmed. */
function templatesBody({ messageTemplates }: Values): Partial<SettingsInput> {
  const trimmed = Object.fromEntries(
    MESSAGE_EVENTS.map((e) => [
      e,
      Object.fromEntries(ORDER_LANGUAGES.map((l) => [l, messageTemplates[e][l].trim()])),
    ]),
  ) as MessageTemplates;
  return { messageTemplates: trimmed };
}

function MessageTemplatesForm({ settings }: { settings: AdminSettings }) {
  const { form, submit } = useSettingsCard<Values>('messageTemplates', settings, templatesBody, {
    values: storedValues,
  });
  const [event, setEvent] = useState<MessageEvent>(MESSAGE_EVENTS[0]);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={storedValues(settings)}
      onFinish={submit}
      // A template refused on another tab (by the screen's Save): show that tab.
      onFieldsChange={(_changed, fields) => {
        const failed = fields.find((field) => (field.errors?.length ?? 0) > 0)?.name;
        if (Array.isArray(failed) && typeof failed[1] === 'string' && failed[1] !== event) {
          setEvent(failed[1] as MessageEvent);
        }
      }}
    >
      <Typography.Paragraph type="secondary">{MESSAGES_TEXT.templatesHint}</Typography.Paragraph>
      <Tabs
        activeKey={event}
        onChange={(key) => setEvent(key as MessageEvent)}
        items={MESSAGE_EVENTS.map((e) => ({
          key: e,
          label: MESSAGE_EVENT_LABELS[e],
          // Every tab stays mounted: the save checks every template, not the open tab's only.
          forceRender: true,
          children: (
            <div className="admin-template-grid">
              {ORDER_LANGUAGES.map((language) => (
                <TemplateField key={language} event={e} language={language} />
              ))}
            </div>
          ),
        }))}
      />
    </Form>
  );
}

export function MessageTemplatesCard() {
  return <SettingsCard title={MESSAGES_TEXT.templatesTitle} form={MessageTemplatesForm} />;
}
