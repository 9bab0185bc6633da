/**
 * The dashboard's newest news (issue #18): titles and dates linking to the reader. Kept tiny (no
 * editor, no area texts: the dashboard has a bundle budget), on the common texts only.
 */
import { PushpinFilled } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useLatestNews } from '../../api/news';
import { NEWS_READ_PATH, newsDate, newsReadPath } from './format';
import './NewsWidget.css';

export function NewsWidget() {
  const { t } = useTranslation();
  const news = useLatestNews();
  const zone = useAccount().data?.company_time_zone;
  const items = news.data?.news.data ?? [];
  return (
    <Card
      title={t('routes.newsRead')}
      extra={<Link to={NEWS_READ_PATH}>{t('menu.newsRead')}</Link>}
      loading={news.isPending}
      data-testid="dashboard-news"
      className="app-fill-card"
    >
      {items.length === 0 ? (
        <Typography.Text type="secondary">{t('common.noData')}</Typography.Text>
      ) : (
        <ul className="news-widget">
          {items.map((n) => (
            <li key={n.id}>
              <Link to={newsReadPath(n.id)} className="news-widget-title">
                {n.pinned && <PushpinFilled aria-hidden className="news-widget-pin" />}
                {n.title}
              </Link>
              <Typography.Text type="secondary" className="news-widget-date">
                {newsDate(n.published_at, zone)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
