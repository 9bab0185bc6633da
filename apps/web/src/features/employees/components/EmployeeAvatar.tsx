/**
 * A person's photo (a URL of `/api/avatars/…`) or the default picture, and the "Upload photo"
 * button that sends a new one (png / jpg / jpeg, at most 2000 KB, checked here and again by the
 * server's reading of the content).
 */
import { CameraOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Employee, uploadAvatar } from '../../../api/employees';
import { showError, showSuccess } from '../../../api/feedback';
import { PersonAvatar } from '../../../app/components/PersonAvatar';
import { AVATAR_ACCEPT, AVATAR_MAX_KB, avatarProblem } from '../form';

export function EmployeeAvatar({
  src,
  size = 40,
  testId,
}: {
  src: string | null | undefined;
  size?: number;
  testId?: string;
}) {
  return <PersonAvatar src={src} size={size} className="app-employee-avatar" testId={testId} />;
}

/** The photo with its upload button; `path` is where the file goes, `onUploaded` gets the record back. */
export function AvatarWithUpload({
  src,
  path,
  onUploaded,
  testId,
  size = 96,
}: {
  src: string | null | undefined;
  path: string;
  onUploaded: (saved: Employee) => void;
  testId: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    try {
      const saved = await uploadAvatar(path, file, setPercent);
      showSuccess(t('employees.avatar.uploaded'));
      onUploaded(saved);
    } catch {
      // Told by the upload helper (SPEC 8).
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="app-employee-photo">
      <EmployeeAvatar src={src} size={size} testId={`${testId}-image`} />
      <Space orientation="vertical" size={4}>
        <Upload
          accept={AVATAR_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) {
              showError(
                problem === 'type'
                  ? t('employees.avatar.type')
                  : t('employees.avatar.size', { size: AVATAR_MAX_KB }),
                `avatar-${problem}`,
              );
            } else {
              void send(file);
            }
            return Upload.LIST_IGNORE;
          }}
          disabled={percent !== null}
        >
          <Button icon={<CameraOutlined />} loading={percent !== null} data-testid={`${testId}-upload`}>
            {percent === null ? t('employees.avatar.upload') : t('employees.avatar.uploading', { percent })}
          </Button>
        </Upload>
        <Typography.Text type="secondary" className="app-employee-photo-hint">
          {t('employees.avatar.hint', { size: AVATAR_MAX_KB })}
        </Typography.Text>
      </Space>
    </div>
  );
}
