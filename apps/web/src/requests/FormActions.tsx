/** The buttons under a request form: Send (create) or Save (update), and Cancel back to where the user came from. */
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function FormActions({
  mode,
  submitText,
  testId,
  busy,
  onSubmit,
  cancelTo,
  canSubmit = true,
  disabled,
  children,
}: {
  mode: 'create' | 'update';
  /** i18n key of the create button's text (update says "Save"). */
  submitText?: string;
  testId: string;
  busy: boolean;
  onSubmit: () => void;
  cancelTo: string;
  /** False hides the submit (a request that may no longer be edited). */
  canSubmit?: boolean;
  /** The submit is shown but cannot be used (e.g. nobody to send it to). */
  disabled?: boolean;
  /** After the buttons (e.g. the upload progress). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {canSubmit && (
        <Button
          type="primary"
          icon={mode === 'create' ? <SendOutlined /> : <SaveOutlined />}
          onClick={onSubmit}
          loading={busy}
          disabled={disabled}
          data-testid={testId}
        >
          {t(mode === 'create' ? (submitText ?? 'common.submit') : 'common.save')}
        </Button>
      )}
      <Link to={cancelTo}>
        <Button>{t('common.cancel')}</Button>
      </Link>
      {children}
    </Space>
  );
}
