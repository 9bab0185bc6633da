import type { Locale } from '@staffhub/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import viVN from 'antd/es/locale/vi_VN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedbackApi } from '../api/feedback';
import { onSessionEnded } from '../api/http';
import { queryClient } from '../api/queryClient';
import { isLocale } from '../i18n/locale';
import { takeGreeting } from './greeting';
import { useLoading } from './loading';
import { AA_TOKENS, BRAND, BRAND_ACTIVE, BRAND_HOVER } from './palette';
import { usePrefersReducedMotion } from './reducedMotion';

const ANT_LOCALES: Record<Locale, typeof enUS> = { ja: jaJP, en: enUS, vi: viVN };
/**
 * Toasts open under the header (64 px), never over its check-in/out button, bell or user menu: a
 * pointer resting on a toast keeps it open, so one over the header could hide those for good.
 */
const TOAST_TOP = 72;

/** Hands the context-aware toast APIs to code outside React (the HTTP client). */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    setFeedbackApi({ message, notification });
    // The signed-out login screen handed over to the app: its success is said here.
    if (takeGreeting()) message.success(t('auth.signedIn'));
  }, [message, notification, t]);
  return null;
}

function LoadingOverlay() {
  const { busy } = useLoading();
  return <Spin fullscreen spinning={busy} data-testid="loading-overlay" />;
}

function SessionCleanup() {
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
      }),
    [],
  );
  return null;
}

/**
 * The app's antd theme. With `reducedMotion` (the reader's system asks for less motion) antd's
 * transitions are off: drawers, modals, menus, messages and form errors appear and go at once.
 */
const appTheme = (reducedMotion: boolean) => ({
  algorithm: theme.defaultAlgorithm,
  token: {
    motion: !reducedMotion,
    colorPrimary: BRAND,
    colorPrimaryHover: BRAND_HOVER,
    colorPrimaryActive: BRAND_ACTIVE,
    colorLink: BRAND,
    colorLinkHover: BRAND_HOVER,
    colorLinkActive: BRAND_ACTIVE,
    borderRadius: 6,
    ...AA_TOKENS,
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'vi';
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => appTheme(reducedMotion), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANT_LOCALES[locale]}
        theme={themeConfig}
        // The click ripple of buttons and switches is motion too.
        wave={{ disabled: reducedMotion }}
      >
        <AntApp
          message={{ top: TOAST_TOP, maxCount: 3 }}
          notification={{ placement: 'top', top: TOAST_TOP, maxCount: 3 }}
        >
          <FeedbackBridge />
          <SessionCleanup />
          <LoadingOverlay />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
