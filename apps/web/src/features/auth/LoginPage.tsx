import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { EMAIL_MAX_LENGTH, type Login, PASSWORD_MAX_LENGTH, ZLogin } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { login } from '../../api/auth';
import { showSuccess } from '../../api/feedback';
import { fieldLabel, schemaRule } from '../../api/validation';
import { takeCallback } from '../../app/callback';
import { HOME_PATH } from '../../app/routes';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Login>();

  const mutation = useMutation({
    mutationFn: (values: Login) => login(values, form),
    onSuccess: () => {
      showSuccess(t('auth.signedIn'));
      navigate(takeCallback() ?? HOME_PATH, { replace: true });
    },
  });

  return (
    <Card className="app-login-card">
      <div className="app-login-heading">
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {t('auth.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('auth.subtitle')}</Typography.Text>
      </div>
      <Form<Login>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
        validateTrigger="onSubmit"
      >
        <Form.Item name="email" label={fieldLabel('email')} rules={[schemaRule(ZLogin, 'email')]}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            maxLength={EMAIL_MAX_LENGTH}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" label={fieldLabel('password')} rules={[schemaRule(ZLogin, 'password')]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={mutation.isPending}
          data-testid="login-submit"
        >
          {t('auth.submit')}
        </Button>
      </Form>
    </Card>
  );
}
