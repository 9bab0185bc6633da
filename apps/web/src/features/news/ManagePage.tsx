/**
 * /news (PR department or a director): every item with its status (draft, scheduled at, published),
 * pinned, category; edit and delete (after a confirmation).
 */
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { App, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import { deleteNews, type NewsSummary, useInvalidateNews, useNewsList } from '../../api/news';
import { PageHeading } from '../../app/components/PageHeading';
import { categoryName, newsDateTime, newsReadPath } from './format';
import './news.css';

const PER_PAGE = 20;

export function ListPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const zone = useAccount().data?.company_time_zone;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNewsList({ page, per_page: PER_PAGE, manage: 1 });
  const invalidate = useInvalidateNews();
  const categories = list.data?.category ?? [];

  const confirmDelete = (n: NewsSummary) =>
    modal.confirm({
      title: t('news.manage.deleteTitle'),
      content: t('news.manage.deleteText', { title: n.title }),
      okText: t('news.manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('news.manage.cancel'),
      onOk: async () => {
        await deleteNews(n.id);
        showSuccess(t('news.manage.deleted'));
        await invalidate();
      },
    });

  const statusTag = (n: NewsSummary) =>
    n.status === 'draft' ? (
      <Tag>{t('news.status.draft')}</Tag>
    ) : n.status === 'scheduled' ? (
      <Tag color="gold">{t('news.status.scheduled', { date: newsDateTime(n.published_at, zone) })}</Tag>
    ) : (
      <Tag color="green">{t('news.status.published', { date: newsDateTime(n.published_at, zone) })}</Tag>
    );

  const columns: ColumnsType<NewsSummary> = [
    {
      key: 'title',
      title: t('news.manage.columns.title'),
      render: (_, n) => (
        <div className="news-manage-title">
          {n.pinned && (
            <Tooltip title={t('news.pinned')}>
              <PushpinFilled className="news-pin" aria-label={t('news.pinned')} />
            </Tooltip>
          )}
          <Link to={`/news/edit/${n.id}`}>{n.title}</Link>
          <div className="news-manage-sub">{statusTag(n)}</div>
        </div>
      ),
    },
    {
      key: 'category',
      title: t('news.manage.columns.category'),
      responsive: ['md'],
      render: (_, n) =>
        categoryName(
          categories.find((c) => c.id === n.category_id),
          i18n.language,
        ),
    },
    {
      key: 'updated',
      title: t('news.manage.columns.updated'),
      responsive: ['lg'],
      render: (_, n) => (
        <Typography.Text type="secondary">{newsDateTime(n.updated_at, zone)}</Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('news.manage.columns.actions'),
      width: 120,
      render: (_, n) => (
        <Space size={0}>
          <Tooltip title={t('news.manage.view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('news.manage.view')}
              onClick={() => navigate(newsReadPath(n.id))}
            />
          </Tooltip>
          <Tooltip title={t('news.manage.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('news.manage.edit')}
              onClick={() => navigate(`/news/edit/${n.id}`)}
            />
          </Tooltip>
          <Tooltip title={t('news.manage.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('news.manage.delete')}
              onClick={() => confirmDelete(n)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/news/create')}>
            {t('news.manage.create')}
          </Button>
        }
      />
      <Card>
        <Table<NewsSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.news.data ?? []}
          loading={list.isFetching}
          data-testid="news-manage-table"
          pagination={{
            current: page,
            pageSize: PER_PAGE,
            total: list.data?.news.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setParams(p > 1 ? { page: String(p) } : {}),
          }}
        />
      </Card>
    </>
  );
}
