/**
 * The approval box every request kind shares (SPEC 2): a note and two decisions, each behind "Are
 * you sure you want to do this?". The note is checked with the kind's own decision schema before
 * the server is asked; the server's 422 lands on the same field. The approval lists' row actions
 * ask through `DecisionDialog`: the same confirmation, with the same note field in it.
 */

import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { App, Button, Card, Form, Input, Modal, Space } from 'antd';
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

/** The note of a decision and how it is checked. */
export interface DecisionNote {
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
}

/** How a decision is sent and what follows it. */
interface DecisionSend {
  confirmTestId: string;
  send: (status: number, note: string, form: FormInstance) => Promise<unknown>;
  invalidate: () => unknown;
  onDone?: () => void;
}

export interface DecisionBoxProps extends DecisionNote, DecisionSend {
  /** i18n key of the card title. */
  title: string;
  testId: string;
  choices: readonly [DecisionChoice, DecisionChoice];
  /** Shown above the note (e.g. what the administrator's choices do). */
  hint?: ReactNode;
}

/**
 * Sends one decision with the form's note: the choice's success toast, then `onDone`; a refusal the
 * HTTP client left to the page is toasted here; the screens are refreshed either way (another
 * approver may have acted).
 */
function useDecide(form: FormInstance, { send, invalidate }: DecisionSend, onDone: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ choice, note }: { choice: DecisionChoice; note: string }) =>
      send(choice.status, note, form),
    onSuccess: (_, { choice }) => {
      showSuccess(t(choice.done));
      onDone();
    },
    onError: (error) => {
      if (needsOwnToast(error)) showError(messageForCode(error.code));
    },
    onSettled: () => void invalidate(),
  });
}

const noteOf = (form: FormInstance, field: string) =>
  ((form.getFieldValue(field) as string | undefined) ?? '').trim();

/** The hidden status the schema reads, and the note with the kind's rule. */
function NoteFields(props: DecisionNote) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

export function DecisionBox(props: DecisionBoxProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm();
  const [positive, negative] = props.choices;
  const chosen = useRef<DecisionChoice>(positive);
  const mutation = useDecide(form, props, () => {
    form.resetFields();
    props.onDone?.();
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
          await mutation.mutateAsync({ choice, note: noteOf(form, props.field) });
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
        <NoteFields {...props} />
        <Space wrap>
          {button(positive)}
          {button(negative)}
        </Space>
      </Form>
    </Card>
  );
}

export interface DecisionDialogProps extends DecisionNote, DecisionSend {
  /** The decision asked for; the dialog is open while it is set. */
  choice: DecisionChoice | null;
  /** What the request is (e.g. who asked, which day), above the question. */
  subject?: ReactNode;
  hint?: ReactNode;
  onClose: () => void;
}

/**
 * One decision asked in a dialog (the approval lists' row actions): the detail view's confirmation
 * (its title, question and buttons) with the note field in it, checked by the same schema.
 */
export function DecisionDialog(props: DecisionDialogProps) {
  return props.choice ? <OpenDecisionDialog {...props} choice={props.choice} /> : null;
}

function OpenDecisionDialog(props: DecisionDialogProps & { choice: DecisionChoice }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { choice, onClose } = props;
  const mutation = useDecide(form, props, () => {
    onClose();
    props.onDone?.();
  });

  const confirm = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    try {
      await mutation.mutateAsync({ choice, note: noteOf(form, props.field) });
    } catch (error) {
      // A refused note (422) stays on its field; anything else was reported: nothing left to ask.
      if (needsOwnToast(error)) onClose();
    }
  };

  return (
    <Modal
      open
      title={t(choice.title)}
      okText={t(choice.label)}
      cancelText={t('common.cancel')}
      okButtonProps={
        { danger: choice.danger, loading: mutation.isPending, 'data-testid': props.confirmTestId } as never
      }
      cancelButtonProps={{ disabled: mutation.isPending }}
      onOk={() => void confirm()}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
      maskClosable={false}
    >
      {props.subject}
      <p>{t('common.confirm')}</p>
      {props.hint}
      <Form
        form={form}
        layout="vertical"
        disabled={mutation.isPending}
        initialValues={{ [props.field]: '', status: choice.status }}
      >
        <NoteFields {...props} />
      </Form>
    </Modal>
  );
}
