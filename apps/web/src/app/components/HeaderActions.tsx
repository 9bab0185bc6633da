import { Space } from 'antd';
import { UserMenu } from '../../features/account/UserMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { CheckInControl } from '../../features/timesheets/CheckInControl';
import { LanguageSelect } from './LanguageSelect';

/**
 * Right side of the signed-in header: today's check-in/out, bell, language, account menu. Compact
 * (a phone): the check-in button alone, and the language inside the account menu.
 */
export function HeaderActions({
  showNotifications = true,
  showCheckIn = true,
  isCompact = false,
}: {
  showNotifications?: boolean;
  showCheckIn?: boolean;
  isCompact?: boolean;
}) {
  return (
    <Space size={isCompact ? 'small' : 'middle'} className="app-header-actions">
      {showCheckIn && <CheckInControl isCompact={isCompact} />}
      {showNotifications && <NotificationBell />}
      {!isCompact && <LanguageSelect />}
      <UserMenu isCompact={isCompact} />
    </Space>
  );
}
