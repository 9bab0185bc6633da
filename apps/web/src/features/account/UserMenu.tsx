import {
  CheckOutlined,
  DownOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LOCALES, type Locale } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { logout } from '../../api/auth';
import { clearCallback } from '../../app/callback';
import { LOGIN_PATH, PROFILE_PATH } from '../../app/routes';
import { changeLocale, currentLocale } from '../../i18n';
import { LANGUAGE_LABELS } from '../../i18n/locale';

/** Fetched when first opened: its form and the password rules (zod) stay off the first screen. */
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** Up to two initials of a name ("Nguyen Van An" -> "NA"), for accounts without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const LANGUAGE_KEY = 'language:';

/** The account menu; compact (a phone), it also holds the language, which has no room in the header. */
export function UserMenu({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [wasPasswordOpened, setPasswordOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const logoutMutation = useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearCallback();
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  const name = account.data?.name ?? '';
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('user.profile') },
    { key: 'change-password', icon: <KeyOutlined />, label: t('user.changePassword') },
    ...(isCompact
      ? [
          { type: 'divider' as const },
          {
            // A group, not a submenu: a submenu would open sideways, off a phone's screen.
            key: 'language',
            type: 'group' as const,
            label: (
              <span>
                <GlobalOutlined /> {t('common.language')}
              </span>
            ),
            children: LOCALES.map((locale) => ({
              key: `${LANGUAGE_KEY}${locale}`,
              label: LANGUAGE_LABELS[locale],
              icon: locale === currentLocale() ? <CheckOutlined /> : <span className="app-menu-icon-space" />,
            })),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    // Enter on an item and a click alike land here (a link inside the item missed the keyboard).
    if (key === 'profile') navigate(PROFILE_PATH);
    if (key === 'change-password') {
      setPasswordOpened(true);
      setPasswordOpen(true);
    }
    if (key === 'logout') logoutMutation.mutate();
    if (key.startsWith(LANGUAGE_KEY)) void changeLocale(key.slice(LANGUAGE_KEY.length) as Locale);
  };

  return (
    <>
      <Dropdown
        // Opened from the keyboard, the focus goes into the menu and the arrows walk its items;
        // Escape closes it and gives the focus back to the button (Ant Design's own return misses it).
        menu={{
          items,
          onClick,
          onKeyDown: (event) => {
            if (event.key === 'Escape') trigger.current?.focus();
          },
        }}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
      >
        <Button
          ref={trigger}
          type="text"
          className="app-user-button"
          data-testid="user-menu"
          aria-label={isCompact ? t('user.menu') : undefined}
          aria-haspopup="menu"
        >
          {/*
           * The photo (a URL of /api/avatars/…) when the person has one, else the initials, which
           * also stand in when the photo cannot be loaded. They repeat the name: the button's name
           * is the visible name, or "Account" alone.
           */}
          <span aria-hidden className="app-user-avatar">
            <Avatar size="small" src={account.data?.avatar || undefined} alt="" data-testid="header-avatar">
              {initialsOf(name)}
            </Avatar>
          </span>
          {!isCompact && <span className="app-user-name">{name}</span>}
          {!isCompact && <DownOutlined style={{ fontSize: 10 }} />}
        </Button>
      </Dropdown>
      {wasPasswordOpened && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={isPasswordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
