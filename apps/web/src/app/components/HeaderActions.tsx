import { Space } from 'antd';
import { UserMenu } from '../../features/account/UserMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { CheckInControl } from '../../features/timesheets/CheckInControl';
import { LanguageSelect } from './LanguageSelect';

/** Right side of the signed-in header: today's check-in/out, bell, language, account menu. */
export function HeaderActions({
  showNotifications = true,
  showCheckIn = true,
}: {
  showNotifications?: boolean;
  showCheckIn?: boolean;
}) {
  return (
    <Space size="middle" className="app-header-actions">
      {showCheckIn && <CheckInControl />}
      {showNotifications && <NotificationBell />}
      <LanguageSelect />
      <UserMenu />
    </Space>
  );
}
