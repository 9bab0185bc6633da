/**
 * The approval box every request kind shares (SPEC 2): a note and two decisions, each behind "Are
 * you sure you want to do this?". The note is checked with the kind's own decision schema before
 * the server is asked; the server's 422 lands on the same field.
 */

import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../api/feedback';
import { messageForCode } from '../../api/http';
import { type FieldLabels, fieldLabel, type ParsableSchema, schemaRule } from '../../api/validation';
import { needsOwnToast } from '../../requests/client';

/** One of the two buttons. Texts are i18n keys. */
export interface DecisionChoice {
  status: number;
  label: string;
  /** Title of the confirmation dialog. */
  title: string;
  /** Success toast. */
  done: string;
  icon: ReactNode;
  primary?: boolean;
  danger?: boolean;
  testId: string;
}

export interface DecisionBoxProps {
  /** i18n key of the card title. */
  title: string;
  testId: string;
  /** The note's field name on the wire (`comment`, or `reason` for remote work). */
  field: string;
  labels: FieldLabels;
  /** Whether the note is always required (shown with the mark). */
  required?: boolean;
  maxLength: number;
  /** i18n key of the placeholder. */
  placeholder: string;
  inputTestId: string;
  /** The decision schema, run on `{status, [field]}`. */
  schema: ParsableSchema;
  choices: readonly [DecisionChoice, DecisionChoice];
  confirmTestId: string;
  send: (status: number, note: string, form: FormInstance) => Promise<unknown>;
  invalidate: () => unknown;
  onDone?: () => void;
  /** Shown above the note (e.g. what the administrator's choices do). */
  hint?: ReactNode;
}

export function DecisionBox(props: DecisionBoxProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm();
  const [positive, negative] = props.choices;
  const chosen = useRef<DecisionChoice>(positive);

  const mutation = useMutation({
    mutationFn: (choice: DecisionChoice) =>
      props.send(choice.status, ((form.getFieldValue(props.field) as string | undefined) ?? '').trim(), form),
    onSuccess: (_, choice) => {
      showSuccess(t(choice.done));
      form.resetFields();
      props.onDone?.();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    // Decided or not, what the screen shows may be stale now (another approver acted).
    onSettled: () => void props.invalidate(),
  });

  const ask = async (choice: DecisionChoice) => {
    chosen.current = choice;
    form.setFieldValue('status', choice.status);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t(choice.title),
      content: t('common.confirm'),
      okText: t(choice.label),
      okButtonProps: { 'data-testid': props.confirmTestId, danger: choice.danger } as never,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await mutation.mutateAsync(choice);
        } catch {
          // Reported by the HTTP client or onError; the dialog closes either way.
        }
      },
    });
  };

  const button = (choice: DecisionChoice) => (
    <Button
      type={choice.primary ? 'primary' : 'default'}
      danger={choice.danger}
      icon={choice.icon}
      onClick={() => void ask(choice)}
      loading={mutation.isPending && chosen.current.status === choice.status}
      data-testid={choice.testId}
    >
      {t(choice.label)}
    </Button>
  );

  return (
    <Card title={t(props.title)} className="app-gap" data-testid={props.testId}>
      {props.hint}
      <Form
        form={form}
        layout="vertical"
        disabled={mutation.isPending}
        initialValues={{ [props.field]: '', status: positive.status }}
      >
        <Form.Item name="status" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name={props.field}
          label={fieldLabel(props.field, props.labels)}
          required={props.required}
          rules={[schemaRule(props.schema, props.field, props.labels)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={props.maxLength}
            showCount
            placeholder={t(props.placeholder)}
            data-testid={props.inputTestId}
          />
        </Form.Item>
        <Space wrap>
          {button(positive)}
          {button(negative)}
        </Space>
      </Form>
    </Card>
  );
}
