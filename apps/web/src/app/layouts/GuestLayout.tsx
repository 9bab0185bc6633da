import { Layout } from 'antd';
import { AppFooter } from '../components/AppFooter';
import { LanguageSelect } from '../components/LanguageSelect';
import { Logo } from '../components/Logo';
import { PageOutlet } from '../components/PageOutlet';

/** Header with the language select only, centred content (SPEC 2). */
export function GuestLayout() {
  return (
    <Layout className="app-shell">
      <Layout.Header className="app-header app-header-guest">
        <Logo />
        <LanguageSelect />
      </Layout.Header>
      <Layout.Content className="app-centered">
        <div className="app-centered-inner">
          <PageOutlet />
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
