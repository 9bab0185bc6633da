import {
  type ChangePassword,
  ErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZChangePassword,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANGE_PASSWORD_LABELS, changePassword } from '../../api/auth';
import { showSuccess } from '../../api/feedback';
import { ApiError } from '../../api/http';
import { queryClient } from '../../api/queryClient';
import { clearSession } from '../../api/session';
import { fieldLabel, schemaRule } from '../../api/validation';
import { LOGIN_PATH } from '../../app/routes';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** SPEC 8: on success a 2 s green toast, then the session ends and the user signs in again. */
export function ChangePasswordModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangePassword>();

  const mutation = useMutation({
    mutationFn: (values: ChangePassword) => changePassword(values, form),
    onSuccess: () => {
      showSuccess(t('password.changed'));
      onClose();
      form.resetFields();
      clearSession();
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => {
      // 5014 has no field map: point at the field it is about, besides the toast.
      if (error instanceof ApiError && error.code === ErrorCode.OLD_PASSWORD_INCORRECT) {
        form.setFields([{ name: 'password', errors: [t('errors.5014')] }]);
      }
    },
  });

  const label = (field: keyof ChangePassword) => fieldLabel(field, CHANGE_PASSWORD_LABELS);
  const rule = (field: keyof ChangePassword) => schemaRule(ZChangePassword, field, CHANGE_PASSWORD_LABELS);

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      confirmLoading={mutation.isPending}
      forceRender
      okButtonProps={{ 'data-testid': 'change-password-submit' } as ButtonProps}
    >
      <Form<ChangePassword>
        form={form}
        name="change_password"
        layout="vertical"
        requiredMark
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        <Form.Item name="password" label={label('password')} required rules={[rule('password')]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="password_new"
          label={label('password_new')}
          required
          extra={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          dependencies={['password']}
          rules={[rule('password_new')]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={label('confirmPassword')}
          required
          dependencies={['password_new']}
          rules={[rule('confirmPassword')]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
