import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { passesGate } from '@staffhub/domain';
import { Button, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Sidebar, header with notifications and account, breadcrumb, footer (SPEC 2). */
export function AuthenticatedLayout() {
  const { t } = useTranslation();
  const account = useAccount();
  const counts = useCountRequest(account.data);
  // Live bell count, notification list and approver badges (GET /api/events).
  useServerEvents();
  const [collapsed, setCollapsed] = useState(false);
  const isApprover = account.data ? passesGate('approver', account.data) : false;

  return (
    <Layout className="app-shell">
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
        <nav aria-label="sidebar">
          <SidebarMenu
            nodes={SIDEBAR}
            account={account.data}
            counts={isApprover ? counts.data : undefined}
            collapsed={collapsed}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header">
          <Button
            type="text"
            onClick={() => setCollapsed((c) => !c)}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(collapsed ? 'common.expandSidebar' : 'common.collapseSidebar')}
          />
          <HeaderActions />
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
