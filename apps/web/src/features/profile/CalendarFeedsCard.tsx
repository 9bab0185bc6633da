/**
 * Calendar feeds (issue #20): a secret address a calendar app (Google Calendar, Outlook, Apple
 * Calendar) subscribes to, for my approved leave, remote days and holidays, and for approvers their
 * team's. The address is shown once, when made: making a new one stops the old, revoking stops it.
 */
import { CalendarOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CalendarFeedKind } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { makeCalendarFeed, revokeCalendarFeed, useCalendarFeeds } from '../../api/calendarFeeds';
import { showSuccess } from '../../api/feedback';
import { formatDateTime } from '../../lib/dates';

function FeedRow({
  kind,
  active,
  createdAt,
  people,
}: {
  kind: CalendarFeedKind;
  active: boolean;
  createdAt: string | null;
  people?: number;
}) {
  const { t, i18n } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => makeCalendarFeed(kind, i18n.language),
    onSuccess: (created) => setUrl(created.url),
  });
  const revoke = useMutation({
    mutationFn: () => revokeCalendarFeed(kind),
    onSuccess: () => {
      setUrl(null);
      showSuccess(t('calendarFeeds.revoked'));
    },
  });
  const makeButton = (
    <Button
      icon={active ? <ReloadOutlined /> : <CalendarOutlined />}
      loading={make.isPending}
      onClick={active ? undefined : () => make.mutate()}
      data-testid={`calendar-feed-${kind}-make`}
    >
      {t(active ? 'calendarFeeds.replace' : 'calendarFeeds.make')}
    </Button>
  );
  return (
    <div className="app-calendar-feed" data-testid={`calendar-feed-${kind}`}>
      <Typography.Text strong>{t(`calendarFeeds.kinds.${kind}`)}</Typography.Text>
      <Typography.Paragraph className="app-muted">
        {t(`calendarFeeds.about.${kind}`, { count: people ?? 0 })}{' '}
        {active && createdAt
          ? t('calendarFeeds.activeSince', { date: formatDateTime(createdAt) })
          : t('calendarFeeds.off')}
      </Typography.Paragraph>
      <Space wrap>
        {active ? (
          <Popconfirm
            title={t('calendarFeeds.replaceConfirm')}
            okText={t('calendarFeeds.replace')}
            cancelText={t('common.cancel')}
            onConfirm={() => make.mutateAsync().catch(() => undefined)}
          >
            {makeButton}
          </Popconfirm>
        ) : (
          makeButton
        )}
        {active && (
          <Popconfirm
            title={t('calendarFeeds.revokeConfirm')}
            okText={t('calendarFeeds.revoke')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={revoke.isPending}
              data-testid={`calendar-feed-${kind}-revoke`}
            >
              {t('calendarFeeds.revoke')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {url && (
        <Alert
          type="success"
          showIcon
          className="app-calendar-feed-url"
          message={t('calendarFeeds.copyNow')}
          description={
            <Space direction="vertical" className="app-full-width">
              <Space.Compact className="app-full-width">
                <Input
                  readOnly
                  value={url}
                  aria-label={t('calendarFeeds.address')}
                  data-testid={`calendar-feed-${kind}-url`}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(url)
                      .then(() => showSuccess(t('calendarFeeds.copied')))
                      .catch(() => undefined)
                  }
                >
                  {t('calendarFeeds.copy')}
                </Button>
              </Space.Compact>
              <span>{t('calendarFeeds.howTo')}</span>
            </Space>
          }
        />
      )}
    </div>
  );
}

export function CalendarFeedsCard() {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds();
  const data = feeds.data;
  return (
    <Card title={t('calendarFeeds.title')} data-testid="calendar-feeds">
      {feeds.isError ? (
        <Alert type="error" showIcon message={t('common.loadFailed')} />
      ) : !data ? null : (
        <Space direction="vertical" size="large" className="app-full-width">
          <FeedRow kind="personal" active={data.personal.active} createdAt={data.personal.created_at} />
          {data.team && (
            <FeedRow
              kind="team"
              active={data.team.active}
              createdAt={data.team.created_at}
              people={data.team.people}
            />
          )}
        </Space>
      )}
    </Card>
  );
}
