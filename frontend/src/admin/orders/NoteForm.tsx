import { Button, Form, Input, Typography } from 'antd';
import { ORDER_NOTE_LIMITS, ORDER_NOTE_RULES } from '@freakdrop/contract';
import { useFeedback } from '../feedback';
import { ruleProps } from '../formRules';
import { useAdminAddOrderNoteMutation } from './orderPageApi';
import { ORDER_PAGE_TEXT } from './orderPageTexts';

interface NoteValues {
  text: string;
}

/** The internal note field: the note joins the timeline with its author and time. */
export function NoteForm({ orderId }: { orderId: string }) {
  const [form] = Form.useForm<NoteValues>();
  const [add, { isLoading }] = useAdminAddOrderNoteMutation();
  const feedback = useFeedback();

  async function onFinish({ text }: NoteValues) {
    try {
      await add({ orderId, text: text.trim() }).unwrap();
      form.resetFields();
      feedback.success(ORDER_PAGE_TEXT.noteAdded);
    } catch (error) {
      feedback.error(error, ORDER_PAGE_TEXT.noteFailed);
    }
  }

  return (
    <Form<NoteValues>
      form={form}
      layout="vertical"
      className="order-note-form"
      onFinish={(values) => void onFinish(values)}
      requiredMark={false}
    >
      <Form.Item
        name="text"
        label={ORDER_PAGE_TEXT.noteLabel}
        {...ruleProps(ORDER_NOTE_RULES.text)}
      >
        <Input.TextArea
          rows={2}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={ORDER_NOTE_LIMITS.textMax}
          showCount
          placeholder={ORDER_PAGE_TEXT.notePlaceholder}
          aria-label={ORDER_PAGE_TEXT.noteLabel}
        />
      </Form.Item>
      <div className="order-note-actions">
        <Button type="primary" htmlType="submit" loading={isLoading} className="order-tap">
          {ORDER_PAGE_TEXT.addNote}
        </Button>
        <Typography.Text type="secondary" className="order-note-hint">
          {ORDER_PAGE_TEXT.noteHint}
        </Typography.Text>
      </div>
    </Form>
  );
}
