/**
 * /project-management/:id/{detail|review|effort|activities|contract-management}: one project, its
 * name as the page's title, and a tab per SPEC 2 sub-route (overview, weekly review, effort,
 * kick-off and bonus activities, contract history). The address is the tab: switching tabs changes
 * it, so a reload, a link or Back opens the same one.
 */
import { EditOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tabs, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type ProjectDetail, useProject } from '../../api/projects';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { ActivitiesTab } from './components/ActivitiesTab';
import { ContractsTab } from './components/ContractsTab';
import { EffortTab } from './components/EffortTab';
import { OverviewTab } from './components/OverviewTab';
import { StatusTag } from './components/parts';
import { ReviewTab } from './components/ReviewTab';
import { PROJECT_TABS, type ProjectTab, projectTabPath, projectUpdatePath, tabOfPath } from './paths';
import './projects.css';

/**
 * The tabs on a phone: a row of links that scrolls sideways (antd's tab bar folds the ones that do
 * not fit into a "more" button inside its tab list, which screen readers cannot make sense of).
 */
function PhoneTabBar({ projectId, tab }: { projectId: number; tab: ProjectTab }) {
  const { t } = useTranslation();
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <nav className="app-project-tabbar" aria-label={t('projects.tabs.label')}>
      <ul>
        {PROJECT_TABS.map((key) => (
          <li key={key}>
            <Link
              ref={key === tab ? active : undefined}
              to={projectTabPath(projectId, key)}
              replace
              aria-current={key === tab ? 'page' : undefined}
              className={
                key === tab ? 'app-project-tablink app-project-tablink-active' : 'app-project-tablink'
              }
              data-testid={`project-tab-${key}`}
            >
              {t(`projects.tabs.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Detail({ detail, tab }: { detail: ProjectDetail; tab: ProjectTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = Grid.useBreakpoint().md === false;
  const { project, abilities } = detail;
  const canManage = abilities.can_manage;
  const content: Record<ProjectTab, () => React.ReactNode> = {
    detail: () => <OverviewTab project={project} canManage={canManage} />,
    review: () => <ReviewTab projectId={project.id} canManage={canManage} />,
    effort: () => <EffortTab projectId={project.id} project={project} canManage={canManage} />,
    activities: () => <ActivitiesTab projectId={project.id} canManage={canManage} />,
    'contract-management': () => <ContractsTab projectId={project.id} canManage={canManage} />,
  };
  return (
    <>
      <div className="app-page-heading">
        <div className="app-project-title">
          <Typography.Title level={1} className="app-page-title" data-testid="project-title">
            {project.name}
          </Typography.Title>
          <Space size={8} wrap>
            <Typography.Text type="secondary" className="app-num">
              {project.code}
            </Typography.Text>
            <StatusTag status={project.status} testId="project-status" />
            {project.customer && <Typography.Text type="secondary">{project.customer.name}</Typography.Text>}
          </Space>
        </div>
        {canManage && (
          <Link to={projectUpdatePath(project.id)}>
            <Button type="primary" icon={<EditOutlined />} data-testid="project-edit">
              {t('common.edit')}
            </Button>
          </Link>
        )}
      </div>
      {isPhone ? (
        <>
          <PhoneTabBar projectId={project.id} tab={tab} />
          {content[tab]()}
        </>
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(projectTabPath(project.id, key as ProjectTab))}
          className="app-project-tabs"
          destroyOnHidden
          items={PROJECT_TABS.map((key) => ({
            key,
            label: <span data-testid={`project-tab-${key}`}>{t(`projects.tabs.${key}`)}</span>,
            children: key === tab ? content[key]() : null,
          }))}
        />
      )}
    </>
  );
}

export function DetailPage() {
  const id = useRouteId(useParams().id);
  const { pathname } = useLocation();
  const detail = useProject(id);
  if (detail.data) return <Detail detail={detail.data} tab={tabOfPath(pathname)} />;
  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {() => null}
      </Loaded>
    </>
  );
}
