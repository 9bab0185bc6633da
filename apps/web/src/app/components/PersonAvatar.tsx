import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

/**
 * A person's photo (a URL of `/api/avatars/…`) or the default picture, also when the photo fails to
 * load. Decorative: the person's name is always written beside it.
 */
export function PersonAvatar({
  src,
  size = 40,
  className,
  testId,
}: {
  src: string | null | undefined;
  size?: number | 'small';
  className?: string;
  testId?: string | undefined;
}) {
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      icon={<UserOutlined />}
      alt=""
      className={className}
      data-testid={testId}
    />
  );
}
