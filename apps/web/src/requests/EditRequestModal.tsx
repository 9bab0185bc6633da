/**
 * The edit modal of a request of any kind (SPEC 2): loads the kind's edit data, fills the form
 * once, is read-only when the request may no longer be edited, and saves (which resets the
 * approvals). The kind gives its form and how values map to and from the request.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, type ButtonProps, Form, type FormInstance, Modal, Spin } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../api/feedback';
import { LoadError } from '../features/approvals/LoadError';
import type { RequestClient, RequestTypes } from './client';
import type { RequestArea } from './kind';

export interface EditSpec<T extends RequestTypes, V> {
  area: RequestArea;
  testId: string;
  client: RequestClient<T>;
  width: number;
  itemOf: (edit: T['edit']) => T['item'];
  idOf: (item: T['item']) => number;
  editable: (item: T['item']) => boolean;
  /** The form's values of a stored request. */
  values: (item: T['item']) => V;
  input: (values: V, edit: T['edit']) => T['input'];
  form: (props: {
    form: FormInstance<V>;
    edit: T['edit'] | undefined;
    readOnly: boolean;
    onFinish: (values: V) => void;
  }) => ReactNode;
}

export function EditRequestModal<T extends RequestTypes, V extends object>({
  spec,
  id,
  onClose,
}: {
  spec: EditSpec<T, V>;
  /** The request to edit; null closes the modal. */
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const edit = spec.client.useEdit(id);
  const invalidate = spec.client.useInvalidate();
  const filledFor = useRef<number | null>(null);
  const item = edit.data ? spec.itemOf(edit.data) : undefined;
  const editable = item ? spec.editable(item) : false;

  useEffect(() => {
    if (id === null) filledFor.current = null;
    // Filled once per request: a later refetch must not overwrite what the user typed.
    if (!item || filledFor.current === spec.idOf(item)) return;
    filledFor.current = spec.idOf(item);
    form.resetFields();
    form.setFieldsValue(spec.values(item) as never);
  }, [id, item, form, spec]);

  const mutation = useMutation({
    mutationFn: (values: V) => {
      if (id === null || !edit.data) throw new Error('No request');
      return spec.client.update(id, spec.input(values, edit.data), form);
    },
    onSuccess: () => {
      showSuccess(t(`${spec.area}.updated`));
      void invalidate();
      onClose();
    },
  });

  const hidden = edit.isPending || edit.isError;
  return (
    <Modal
      open={id !== null}
      title={t(`${spec.area}.editTitle`)}
      width={spec.width}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      okButtonProps={
        {
          'data-testid': `${spec.testId}-submit`,
          style: editable ? undefined : { display: 'none' },
        } as ButtonProps
      }
      data-testid={`${spec.testId}-edit-modal`}
    >
      {edit.isPending && id !== null ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : null}
      {edit.isError && <LoadError error={edit.error} onRetry={() => void edit.refetch()} />}
      {item && !editable && (
        <Alert type="warning" showIcon className="app-gap" title={t(`${spec.area}.form.readOnly`)} />
      )}
      <div key={id ?? 'none'} style={hidden ? { display: 'none' } : undefined}>
        {spec.form({
          form,
          edit: edit.data,
          readOnly: !editable || mutation.isPending,
          onFinish: (values) => mutation.mutate(values),
        })}
      </div>
    </Modal>
  );
}
