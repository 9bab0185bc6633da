/**
 * The remote edit modal of SPEC 2: loads GET /remote/{id}/edit, saves with POST /remote/{id}
 * (which resets the approvals). Read-only once the request is no longer pending.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, type ButtonProps, Form, Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { updateRemote, useInvalidateRemote, useRemoteEdit } from '../../../api/remote';
import { LoadError } from '../../approvals/LoadError';
import { canEditRemote, type RemoteFormValues, toRemoteInput } from '../rules';
import { RemoteForm } from './RemoteForm';

interface Props {
  /** The request to edit; null closes the modal. */
  id: number | null;
  onClose: () => void;
}

export function EditRemoteModal({ id, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RemoteFormValues>();
  const edit = useRemoteEdit(id);
  const invalidate = useInvalidateRemote();
  const filledFor = useRef<number | null>(null);
  const item = edit.data?.remoteRequest;
  const editable = item ? canEditRemote(item) : false;
  const hasLevel2 = (edit.data?.level2.length ?? 0) > 0;

  useEffect(() => {
    if (id === null) filledFor.current = null;
    if (!item || filledFor.current === item.id) return;
    filledFor.current = item.id;
    form.resetFields();
    form.setFieldsValue({
      approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
      approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
      start_date: item.start_date,
      end_date: item.end_date,
      reason: item.reason,
    });
  }, [id, item, form]);

  const mutation = useMutation({
    mutationFn: (values: RemoteFormValues) => {
      if (id === null) throw new Error('No request');
      return updateRemote(id, toRemoteInput(values, hasLevel2), form);
    },
    onSuccess: () => {
      showSuccess(t('remote.updated'));
      void invalidate();
      onClose();
    },
  });

  return (
    <Modal
      open={id !== null}
      title={t('remote.editTitle')}
      width={720}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      okButtonProps={
        { 'data-testid': 'remote-submit', style: editable ? undefined : { display: 'none' } } as ButtonProps
      }
      data-testid="remote-edit-modal"
    >
      {edit.isPending && id !== null ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : null}
      {edit.isError && <LoadError error={edit.error} onRetry={() => void edit.refetch()} />}
      {item && !editable && (
        <Alert type="warning" showIcon className="app-gap" title={t('remote.form.readOnly')} />
      )}
      <div style={edit.isPending || edit.isError ? { display: 'none' } : undefined}>
        <RemoteForm
          key={id ?? 'none'}
          form={form}
          name="remote_edit"
          employee={edit.data?.employee}
          candidates={edit.data}
          readOnly={!editable || mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
        />
      </div>
    </Modal>
  );
}
