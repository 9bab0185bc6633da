/**
 * The OT edit modal of SPEC 2: loads GET /overtime-requests/{id}/edit, read-only unless the request
 * may still be edited (status 1 / can_edit), saves with POST /overtime-requests/{id}.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, type ButtonProps, Form, Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { updateOvertime, useInvalidateOvertime, useOvertimeEdit } from '../../../api/overtime';
import { OvertimeForm, type OvertimeFormValues, toOvertimeInput } from './OvertimeForm';

interface Props {
  /** The request to edit; null closes the modal. */
  id: number | null;
  onClose: () => void;
}

export function EditOvertimeModal({ id, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OvertimeFormValues>();
  const edit = useOvertimeEdit(id);
  const invalidate = useInvalidateOvertime();
  const filledFor = useRef<number | null>(null);
  const item = edit.data?.overTimeRequest;
  const editable = item ? item.can_edit || item.status === 1 : false;

  useEffect(() => {
    if (id === null) filledFor.current = null;
    if (!item || filledFor.current === item.over_time_request_id) return;
    filledFor.current = item.over_time_request_id;
    form.resetFields();
    form.setFieldsValue({
      project_id: item.project_id,
      date: item.date,
      start_time: item.start_time,
      end_time: item.end_time,
      reason: item.reason,
      note: item.note ?? '',
      approve_person_1: item.approve_person_1?.approve_employee_id ?? null,
      approve_person_2: item.approve_person_2?.approve_employee_id ?? null,
    });
  }, [id, item, form]);

  const mutation = useMutation({
    mutationFn: (values: OvertimeFormValues) => {
      if (id === null) throw new Error('No request');
      return updateOvertime(id, toOvertimeInput(values), form);
    },
    onSuccess: () => {
      showSuccess(t('overtime.updated'));
      void invalidate();
      onClose();
    },
  });

  return (
    <Modal
      open={id !== null}
      title={t('overtime.editTitle')}
      width={760}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      forceRender
      okButtonProps={
        { 'data-testid': 'ot-submit', style: editable ? undefined : { display: 'none' } } as ButtonProps
      }
      data-testid="ot-edit-modal"
    >
      {edit.isPending && id !== null ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : null}
      {item && !editable && (
        <Alert type="warning" showIcon className="app-gap" title={t('overtime.form.readOnly')} />
      )}
      <div style={edit.isPending ? { display: 'none' } : undefined}>
        <OvertimeForm
          key={id ?? 'none'}
          form={form}
          name="overtime_edit"
          projects={edit.data?.projects ?? []}
          initialCandidates={edit.data ? { level1: edit.data.level1, level2: edit.data.level2 } : undefined}
          readOnly={!editable || mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
        />
      </div>
    </Modal>
  );
}
