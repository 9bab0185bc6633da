import { Space } from 'antd';
import { UserMenu } from '../../features/account/UserMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { LanguageSelect } from './LanguageSelect';

/** Right side of the signed-in header: bell, language, account menu. */
export function HeaderActions({ showNotifications = true }: { showNotifications?: boolean }) {
  return (
    <Space size="middle" className="app-header-actions">
      {showNotifications && <NotificationBell />}
      <LanguageSelect />
      <UserMenu />
    </Space>
  );
}
