import { passesGate } from '@staffhub/domain';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount, useCountRequest } from '../../api/account';
import { AppFooter } from '../components/AppFooter';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { HeaderActions } from '../components/HeaderActions';
import { Logo } from '../components/Logo';
import { PageOutlet } from '../components/PageOutlet';
import { SidebarMenu } from '../components/SidebarMenu';
import { DOCUMENT_SIDEBAR } from '../menu';

/** User guides and company rules, with their own help sidebar (SPEC 2). */
export function DocumentLayout() {
  const { t } = useTranslation();
  const account = useAccount();
  const counts = useCountRequest(account.data);
  const isApprover = account.data ? passesGate('approver', account.data) : false;
  return (
    <Layout className="app-shell">
      <Layout.Header className="app-header app-header-document">
        <Logo />
        <HeaderActions />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={264}
          theme="light"
          className="app-sider-light"
          data-testid="document-sidebar"
          breakpoint="md"
          collapsedWidth={0}
        >
          <nav aria-label={t('common.guidesMenu')}>
            <SidebarMenu
              nodes={DOCUMENT_SIDEBAR}
              account={account.data}
              counts={isApprover ? counts.data : undefined}
              theme="light"
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Content className="app-content">
            <Breadcrumbs />
            <div className="app-page">
              <PageOutlet />
            </div>
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
