/**
 * The short-leave edit modal: the owner changes a pending request with PUT
 * /short-leave-requests/{id}, which asks the (possibly new) assignees again.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  type ShortLeaveItem,
  updateShortLeave,
  useAssignablePositions,
  useInvalidateShortLeave,
} from '../../../api/shortLeave';
import { LoadError } from '../../approvals/LoadError';
import { reportShortLeaveFailure } from '../failure';
import { keepAssignable, type ShortLeaveFormValues, toFormValues, toShortLeaveInput } from '../rules';
import { ShortLeaveForm } from './ShortLeaveForm';

interface Props {
  /** The request to edit; null closes the modal. */
  item: ShortLeaveItem | null;
  onClose: () => void;
}

export function EditShortLeaveModal({ item, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShortLeaveFormValues>();
  const positions = useAssignablePositions();
  const invalidate = useInvalidateShortLeave();
  const id = item?.id ?? null;
  const noAssignee = positions.data ? positions.data.length === 0 : false;
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!item) filledFor.current = null;
    // Filled once per opening: a list refresh behind the modal must not overwrite the edits.
    if (!item || !positions.data || filledFor.current === item.id) return;
    filledFor.current = item.id;
    const values = toFormValues(item);
    form.resetFields();
    form.setFieldsValue({
      ...values,
      assigned_staff: keepAssignable(values.assigned_staff ?? [], positions.data),
    });
  }, [item, positions.data, form]);

  const mutation = useMutation({
    mutationFn: (values: ShortLeaveFormValues) => {
      if (id === null) throw new Error('No request');
      return updateShortLeave(id, toShortLeaveInput(values), form);
    },
    onSuccess: () => {
      showSuccess(t('shortLeave.updated'));
      void invalidate();
      onClose();
    },
    onError: (error) => {
      reportShortLeaveFailure(error, 'update', form);
      // Decided or gone meanwhile: the list should say so.
      void invalidate();
    },
  });

  return (
    <Modal
      open={item !== null}
      title={t('shortLeave.editTitle')}
      width={720}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      okButtonProps={
        { disabled: noAssignee || !positions.data, 'data-testid': 'short-leave-edit-save' } as never
      }
      forceRender
      data-testid="short-leave-edit-modal"
    >
      {positions.isError && <LoadError error={positions.error} onRetry={() => void positions.refetch()} />}
      {noAssignee && (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          title={t('shortLeave.noAssignee.title')}
          description={t('shortLeave.noAssignee.content')}
        />
      )}
      <ShortLeaveForm
        form={form}
        name="short_leave_edit"
        positions={positions.data}
        readOnly={mutation.isPending}
        onFinish={(values) => mutation.mutate(values)}
      />
    </Modal>
  );
}
