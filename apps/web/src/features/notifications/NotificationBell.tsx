import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH, type Notification } from '@staffhub/domain';
import { Avatar, Badge, Button, Drawer, Empty, Popover, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../api/notifications';
import { safeCallback } from '../../app/callback';
import { formatDateTime } from '../../lib/dates';
import { notificationMessageKey, notificationTitleKey, opensDrawer } from './notificationText';

/** The request screens load with the drawer, not with every page. */
const OvertimeDrawerContent = lazy(() =>
  import('../overtime/pages').then((m) => ({ default: m.DrawerContent })),
);
const CorrectionDrawerContent = lazy(() =>
  import('../corrections/pages').then((m) => ({ default: m.DrawerContent })),
);
const RemoteDrawerContent = lazy(() => import('../remote/pages').then((m) => ({ default: m.DrawerContent })));

/** The drawer body for each notification type that opens the drawer (SPEC 2). */
const DRAWER_CONTENT = {
  OVERTIME_REQUEST: OvertimeDrawerContent,
  ADDITIONAL_TIMESHEET: CorrectionDrawerContent,
  REMOTE_WORKING_REQUEST: RemoteDrawerContent,
} as const;
const drawerContentOf = (type: string | undefined) =>
  type && type in DRAWER_CONTENT ? DRAWER_CONTENT[type as keyof typeof DRAWER_CONTENT] : null;

/** The notification's own url as an in-app path with ?notification=<id>, or null if external. */
function targetOf(item: Notification): string | null {
  if (!item.url) return null;
  let path = item.url;
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    if (url.origin !== window.location.origin) return null;
    path = `${url.pathname}${url.search}`;
  }
  const safe = safeCallback(path);
  if (!safe) return null;
  const [beforeHash = '', hash] = safe.split('#');
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}notification=${item.id}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function NotificationRow({
  item,
  timeZone,
  onOpen,
}: {
  item: Notification;
  timeZone?: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const has = (key: string) => i18n.exists(key);
  const isUnread = item.is_readed === 0;
  const name = item.created_by?.name ?? t('notifications.system');
  return (
    <li>
      <button
        type="button"
        className={`app-notification${isUnread ? ' app-notification-unread' : ''}`}
        onClick={onOpen}
        data-testid="notification-item"
        data-unread={isUnread ? 'true' : 'false'}
      >
        {item.image_url ? (
          <Avatar src={item.image_url} alt="" />
        ) : (
          <Avatar icon={<BellOutlined />} className="app-notification-default-icon" />
        )}
        <span className="app-notification-body">
          <span className="app-notification-creator">{name}</span>
          <span className="app-notification-text">{t(notificationMessageKey(item, has), { name })}</span>
          <span className="app-notification-time">{formatDateTime(item.created_at, timeZone)}</span>
        </span>
        {isUnread && <Badge status="processing" aria-label={t('notifications.unread')} />}
      </button>
    </li>
  );
}

/** Header bell: unread count, a panel of notifications, and the request drawer of SPEC 2. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const has = (key: string) => i18n.exists(key);
  const navigate = useNavigate();
  const account = useAccount();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const [drawerItem, setDrawerItem] = useState<Notification | null>(null);
  const DrawerContent = drawerContentOf(drawerItem?.type);

  const pages = notifications.data?.pages ?? [];
  const unread = pages[0]?.countNotificationUnread ?? 0;
  const items = pages.flatMap((page) => page.listNotifications.data);
  const timeZone = account.data?.company_time_zone;

  const onOpenItem = (item: Notification) => {
    if (item.is_readed === 0) markRead.mutate(item.id);
    setOpen(false);
    if (opensDrawer(item.type)) {
      setDrawerItem(item);
      return;
    }
    const target = targetOf(item);
    if (target) navigate(target);
  };

  const panel = (
    <div className="app-notification-panel" data-testid="notification-panel">
      <div className="app-notification-panel-header">
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        <Button
          type="link"
          size="small"
          icon={<CheckOutlined />}
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {notifications.isPending ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
      ) : (
        <ul className="app-notification-list">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} timeZone={timeZone} onOpen={() => onOpenItem(item)} />
          ))}
        </ul>
      )}
      {notifications.hasNextPage && (
        <Button
          block
          type="text"
          loading={notifications.isFetchingNextPage}
          onClick={() => notifications.fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </div>
  );

  const shownCount = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <Popover
        content={panel}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
      >
        <Button
          type="text"
          shape="circle"
          data-testid="notification-bell"
          data-count={unread}
          data-loaded={pages.length > 0}
          // The name holds the count as shown: a plain count, not antd's Badge, whose rolling digits
          // are all in the text ("0123456789") and so never match the name.
          aria-label={unread > 0 ? `${t('notifications.bell')} ${shownCount}` : t('notifications.bell')}
          icon={
            <span className="app-bell">
              <BellOutlined style={{ fontSize: 18 }} />
              {unread > 0 && <span className="app-bell-count">{shownCount}</span>}
            </span>
          }
        />
      </Popover>
      <Drawer
        open={drawerItem !== null}
        size={DRAWER_WIDTH}
        title={drawerItem ? t(notificationTitleKey(drawerItem.type, has)) : ''}
        onClose={() => setDrawerItem(null)}
        destroyOnHidden
      >
        <div data-testid="notification-drawer" data-type={drawerItem?.type}>
          {drawerItem && DrawerContent ? (
            <Suspense fallback={<Spin />}>
              <DrawerContent item={drawerItem} onNavigate={() => setDrawerItem(null)} />
            </Suspense>
          ) : (
            <Empty description={t('notifications.drawerEmpty')} />
          )}
        </div>
      </Drawer>
    </>
  );
}
