/**
 * The kick-off and bonus history, newest first: each activity's type, date and time, title, note,
 * budget and what was paid out, the members rewarded with their bonus, its images (a gallery, click
 * to enlarge) and its file. "Record activity" opens the form.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Image, Row, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { type Activity, downloadProjectFile, fileSrc, useActivities } from '../../../api/projects';
import { formatDateTime } from '../../../lib/dates';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { todayIn } from '../../timesheets/dateRange';
import { newestFirst, paidOut } from '../activity';
import { formatProjectDate, formatYen } from '../format';
import { activityTypeText } from '../labels';
import { ActivityModal } from './ActivityModal';

function ActivityCard({ activity, timeZone }: { activity: Activity; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const paid = paidOut(activity);
  return (
    <Card
      size="small"
      className="app-activity"
      data-testid={`activity-${activity.id}`}
      title={
        <div className="app-activity-head">
          <Tag color="blue">{activityTypeText(t, activity.type)}</Tag>
          <span className="app-activity-title">{activity.title}</span>
        </div>
      }
      extra={
        <span className="app-num app-nowrap">
          {formatProjectDate(activity.date)}
          {activity.time ? ` ${activity.time}` : ''}
        </span>
      }
    >
      <Row gutter={[24, 12]}>
        <Col xs={24} xl={12}>
          <dl className="app-row-details app-activity-facts">
            <div className="app-row-detail">
              <dt>{t('projects.fields.total_budget')}</dt>
              <dd className="app-num">{formatYen(activity.total_budget, locale)}</dd>
            </div>
            <div className="app-row-detail">
              <dt>{t('projects.activities.paid')}</dt>
              <dd className="app-num">{formatYen(paid, locale)}</dd>
            </div>
            {activity.note && (
              <div className="app-row-detail">
                <dt>{t('projects.fields.note')}</dt>
                <dd className="app-pre-line">{activity.note}</dd>
              </div>
            )}
            {activity.created_by && (
              <div className="app-row-detail">
                <dt>{t('projects.activities.recordedBy')}</dt>
                <dd>
                  {activity.created_by.name} ·{' '}
                  <span className="app-num">{formatDateTime(activity.created_at, timeZone)}</span>
                </dd>
              </div>
            )}
          </dl>
        </Col>
        <Col xs={24} xl={12}>
          {activity.employees.length > 0 && (
            <table className="app-plain-table app-activity-bonuses">
              <caption className="app-sr-only">{t('projects.activities.employees')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('projects.fields.activity_employee_id')}</th>
                  <th scope="col" className="app-plain-num">
                    {t('projects.fields.activity_bonus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.employees.map((e) => (
                  <tr key={e.employee_id}>
                    <th scope="row">{e.name}</th>
                    <td className="app-plain-num app-num">{formatYen(e.bonus, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Col>
      </Row>
      {activity.images.length > 0 && (
        <Image.PreviewGroup>
          <div className="app-project-gallery app-gap-top">
            {activity.images.map((image, index) => (
              <Image
                key={image.id}
                src={fileSrc(image.url)}
                alt={t('projects.files.imageAlt', { n: index + 1, name: image.name })}
                width={96}
                height={96}
                className="app-project-thumb-img"
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {activity.file && (
        <Button
          className="app-gap-top"
          icon={<DownloadOutlined />}
          onClick={() => activity.file && void downloadProjectFile(activity.file).catch(() => undefined)}
          data-testid={`activity-${activity.id}-file`}
        >
          {activity.file.name}
        </Button>
      )}
    </Card>
  );
}

export function ActivitiesTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const query = useActivities(projectId);
  const [isRecording, setRecording] = useState(false);
  const list = newestFirst(query.data?.activities ?? []);
  return (
    <div className="app-project-stack">
      <div className="app-table-toolbar">
        <Typography.Title level={2} className="app-project-subtitle">
          {t('projects.activities.history')}
        </Typography.Title>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setRecording(true)}
            data-testid="activity-new"
          >
            {t('projects.activities.record')}
          </Button>
        )}
      </div>
      <LoadFailedAlert query={query} />
      {query.isPending ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Card size="small">
          <Empty description={t('projects.activities.none')} />
        </Card>
      ) : (
        <Space vertical size={12} className="app-full-width" data-testid="activity-list">
          {list.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} timeZone={timeZone ?? undefined} />
          ))}
        </Space>
      )}
      {canManage && (
        <ActivityModal
          projectId={projectId}
          open={isRecording}
          today={todayIn(timeZone)}
          onClose={() => setRecording(false)}
        />
      )}
    </div>
  );
}
