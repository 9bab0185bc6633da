import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lazyPage';

/** The "could not load / something broke" screen with a Reload button (SPEC 8 load error). */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={
        <h1 className="app-result-title">
          {t(chunk ? 'errorPage.loadFailedTitle' : 'errorPage.crashedTitle')}
        </h1>
      }
      subTitle={t(chunk ? 'errorPage.loadFailedSubtitle' : 'errorPage.crashedSubtitle')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches render and lazy-load failures of one screen; the layout around it stays usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <LoadFailure error={this.state.error} />;
    return this.props.children;
  }
}
