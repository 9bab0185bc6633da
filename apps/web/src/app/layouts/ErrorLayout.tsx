import { Layout } from 'antd';
import { PageOutlet } from '../components/PageOutlet';

/** A bare page for 403 and 404. */
export function ErrorLayout() {
  return (
    <Layout className="app-shell">
      <Layout.Content className="app-centered">
        <div className="app-centered-inner">
          <PageOutlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}
