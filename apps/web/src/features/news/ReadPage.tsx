/**
 * /news/show-news: everyone's news. Without `?id=` the list (category tabs, cards, pagination);
 * with it one item, its HTML as the server sanitized it before storing.
 */
import { ArrowLeftOutlined, PushpinFilled, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Pagination, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { ApiError } from '../../api/http';
import { type NewsCategory, type NewsSummary, useNewsItem, useNewsList } from '../../api/news';
import { PageHeading } from '../../app/components/PageHeading';
import { categoryName, NEWS_READ_PATH, newsDate, newsReadPath } from './format';
import './news.css';

const PER_PAGE = 10;

function NewsCard({ item, categories }: { item: NewsSummary; categories: NewsCategory[] }) {
  const { t, i18n } = useTranslation();
  const zone = useAccount().data?.company_time_zone;
  const category = categories.find((c) => c.id === item.category_id);
  return (
    <Card className="news-card" data-testid="news-card">
      <Link to={newsReadPath(item.id)} className="news-card-link">
        {item.image_url && <img className="news-card-image" src={item.image_url} alt="" loading="lazy" />}
        <div className="news-card-text">
          <Space size={[6, 4]} wrap className="news-card-meta">
            {item.pinned && (
              <Tag color="volcano" icon={<PushpinFilled />}>
                {t('news.pinned')}
              </Tag>
            )}
            {category && <Tag>{categoryName(category, i18n.language)}</Tag>}
            <Typography.Text type="secondary">{newsDate(item.published_at, zone)}</Typography.Text>
          </Space>
          <Typography.Title level={2} className="news-card-title">
            {item.title}
          </Typography.Title>
          {item.summary && (
            <Typography.Paragraph className="news-card-summary">{item.summary}</Typography.Paragraph>
          )}
          <span className="news-card-more">{t('news.readMore')}</span>
        </div>
      </Link>
    </Card>
  );
}

function NewsListView() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = Number(params.get('category')) || undefined;
  const list = useNewsList({ page, per_page: PER_PAGE, ...(category ? { category } : {}) });
  const categories = list.data?.category ?? [];
  const set = (next: { page?: number; category?: number }) => {
    const p = new URLSearchParams();
    if (next.category) p.set('category', String(next.category));
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const items = list.data?.news.data ?? [];
  return (
    <>
      <PageHeading />
      <Tabs
        activeKey={String(category ?? 0)}
        onChange={(key) => set({ category: Number(key) || undefined })}
        items={[
          { key: '0', label: t('news.all') },
          ...categories.map((c) => ({ key: String(c.id), label: categoryName(c, i18n.language) })),
        ]}
      />
      {list.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <Empty description={t('news.empty')} />
        </Card>
      ) : (
        <div className="news-cards" data-testid="news-list">
          {items.map((n) => (
            <NewsCard key={n.id} item={n} categories={categories} />
          ))}
        </div>
      )}
      {(list.data?.news.total ?? 0) > PER_PAGE && (
        <Pagination
          className="news-pagination"
          current={page}
          pageSize={PER_PAGE}
          total={list.data?.news.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => set({ page: p, category })}
        />
      )}
    </>
  );
}

function NewsDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const zone = useAccount().data?.company_time_zone;
  const navigate = useNavigate();
  const item = useNewsItem(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(NEWS_READ_PATH)}>
      {t('news.back')}
    </Button>
  );
  if (item.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!item.data) {
    // Missing (or not visible to this reader): the 404; any other failure: try again.
    if (item.error instanceof ApiError && item.error.status === 404)
      return <Result status="404" title={t('errors.4040')} extra={back} />;
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void item.refetch()}>
              {t('common.retry')}
            </Button>
            {back}
          </Space>
        }
      />
    );
  }
  const n = item.data.news;
  const category = item.data.category.find((c) => c.id === n.category_id);
  return (
    <article className="news-article" data-testid="news-article">
      <div className="news-article-back">{back}</div>
      <Card>
        <Space size={[6, 4]} wrap className="news-card-meta">
          {n.pinned && (
            <Tag color="volcano" icon={<PushpinFilled />}>
              {t('news.pinned')}
            </Tag>
          )}
          {category && <Tag>{categoryName(category, i18n.language)}</Tag>}
          {n.status !== 'published' && (
            <Tag color="gold">{t(`news.status.${n.status}`, { date: newsDate(n.published_at, zone) })}</Tag>
          )}
          {n.status === 'published' ? (
            <Typography.Text type="secondary">
              {t('news.publishedOn', { date: newsDate(n.published_at, zone) })}
              {n.author ? ` · ${t('news.by', { name: n.author.name })}` : ''}
            </Typography.Text>
          ) : (
            n.author && (
              <Typography.Text type="secondary">{t('news.by', { name: n.author.name })}</Typography.Text>
            )
          )}
        </Space>
        <Typography.Title level={1} className="news-article-title">
          {n.title}
        </Typography.Title>
        {n.summary && (
          <Typography.Paragraph className="news-article-summary">{n.summary}</Typography.Paragraph>
        )}
        <div
          className="news-body"
          data-testid="news-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it with an allowlist (sanitize-html) before storing: no script, handler, style or foreign image
          dangerouslySetInnerHTML={{ __html: n.body }}
        />
      </Card>
    </article>
  );
}

export function ReadPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <NewsDetailView id={id} /> : <NewsListView />;
}
