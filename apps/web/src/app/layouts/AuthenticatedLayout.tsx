import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { passesGate } from '@staffhub/domain';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccount, useCountRequest } from '../../api/account';
import { useServerEvents } from '../../api/useServerEvents';
import { AppFooter } from '../components/AppFooter';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { HeaderActions } from '../components/HeaderActions';
import { Logo } from '../components/Logo';
import { PageOutlet } from '../components/PageOutlet';
import { SidebarMenu } from '../components/SidebarMenu';
import { SIDEBAR } from '../menu';

const SIDER_WIDTH = 248;

/**
 * Sidebar, header with notifications and account, breadcrumb, footer (SPEC 2). Below `lg` the
 * sidebar is a drawer opened from the header (a fixed icon rail leaves a phone too little width).
 */
export function AuthenticatedLayout() {
  const { t } = useTranslation();
  const account = useAccount();
  const counts = useCountRequest(account.data);
  // Live bell count, notification list and approver badges (GET /api/events).
  useServerEvents();
  const [collapsed, setCollapsed] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // `lg` is undefined until the first measurement: the desktop layout until then.
  const isCompact = Grid.useBreakpoint().lg === false;
  const isApprover = account.data ? passesGate('approver', account.data) : false;

  // Any navigation (menu, breadcrumb, notification) closes the drawer; so does growing to desktop.
  useEffect(() => {
    if (pathname || !isCompact) setDrawerOpen(false);
  }, [pathname, isCompact]);

  const menu = (
    <nav aria-label={t('common.mainMenu')}>
      <SidebarMenu
        nodes={SIDEBAR}
        account={account.data}
        counts={isApprover ? counts.data : undefined}
        collapsed={!isCompact && collapsed}
        onNavigate={isCompact ? () => setDrawerOpen(false) : undefined}
      />
    </nav>
  );

  return (
    <Layout className="app-shell">
      {!isCompact && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          trigger={null}
          className="app-sider"
          data-testid="sidebar"
        >
          <Logo collapsed={collapsed} dark />
          {menu}
        </Layout.Sider>
      )}
      {isCompact && (
        <Drawer
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={SIDER_WIDTH}
          closable={false}
          rootClassName="app-nav-drawer"
          data-testid="nav-drawer"
        >
          <Logo dark />
          {menu}
        </Drawer>
      )}
      <Layout className="app-main">
        <Layout.Header className={isCompact ? 'app-header app-header-compact' : 'app-header'}>
          {isCompact ? (
            <>
              <Button
                type="text"
                onClick={() => setDrawerOpen(true)}
                icon={<MenuOutlined />}
                aria-label={t('common.openMenu')}
                aria-expanded={isDrawerOpen}
                data-testid="nav-drawer-button"
              />
              <Logo collapsed />
            </>
          ) : (
            <Button
              type="text"
              onClick={() => setCollapsed((c) => !c)}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={t(collapsed ? 'common.expandSidebar' : 'common.collapseSidebar')}
            />
          )}
          <HeaderActions isCompact={isCompact} />
        </Layout.Header>
        <Layout.Content className="app-content">
          <Breadcrumbs />
          <div className="app-page">
            <PageOutlet />
          </div>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
