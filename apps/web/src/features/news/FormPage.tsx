/**
 * /news/create and /news/edit/:id (PR department or a director): title, category, summary, the
 * rich-text body, pinned, and the publish choice (draft, now, or at a time). Field problems are
 * shown on their fields in the reader's language; 4351 when the text is empty once sanitized.
 */
import {
  type FieldError,
  NEWS_LIMITS,
  type NewsDetail,
  type NewsInput,
  type NewsPublish,
} from '@staffhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { showError, showSuccess } from '../../api/feedback';
import { ApiError, messageForCode } from '../../api/http';
import {
  createNews,
  NEWS_LABELS,
  type NewsCategory,
  updateNews,
  useNewsCategories,
  useNewsEdit,
} from '../../api/news';
import { queryKeys } from '../../api/queryKeys';
import { fieldLabel, translateFieldError } from '../../api/validation';
import { PageHeading } from '../../app/components/PageHeading';
import { categoryName, NEWS_MANAGE_PATH } from './format';
import { NewsEditor } from './NewsEditor';
import { publishAtFromIso, publishAtToIso, publishDateDisabled } from './publishTime';
import './news.css';

interface Values {
  title?: string;
  category_id?: number;
  summary?: string;
  body?: string;
  pinned?: boolean;
  publish?: NewsPublish;
  publish_at?: Dayjs | null;
}

const valuesOf = (n: NewsDetail, zone: string | null | undefined): Values => ({
  title: n.title,
  category_id: n.category_id,
  summary: n.summary ?? '',
  body: n.body,
  pinned: n.pinned,
  publish: n.status === 'draft' ? 'draft' : n.status === 'scheduled' ? 'at' : 'now',
  publish_at: n.status === 'scheduled' && n.published_at ? publishAtFromIso(n.published_at, zone) : null,
});

function NewsForm({
  item,
  categories,
  zone,
}: {
  item?: NewsDetail;
  categories: NewsCategory[];
  /** The company's time zone: the publishing time is picked and shown in it. */
  zone: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const publish = Form.useWatch('publish', form);

  const required = (field: string) => ({
    required: true,
    message: t('validation.required', { field: fieldLabel(field, NEWS_LABELS) }),
  });

  const messageOf = (field: string, e: FieldError) => {
    const own = `news.errors.${e.rule}`;
    if (i18n.exists(own)) return t(own, { ...e.params, field: fieldLabel(field, NEWS_LABELS) });
    return translateFieldError(field, e, NEWS_LABELS);
  };

  const save = async (v: Values) => {
    const input: NewsInput = {
      title: v.title ?? '',
      category_id: v.category_id ?? 0,
      summary: v.summary?.trim() ? v.summary : null,
      body: v.body ?? '',
      pinned: Boolean(v.pinned),
      publish: v.publish ?? 'draft',
      publish_at: v.publish === 'at' && v.publish_at ? publishAtToIso(v.publish_at, zone) : null,
    };
    setSaving(true);
    try {
      const saved = item ? await updateNews(item.id, input) : await createNews(input);
      await client.invalidateQueries({ queryKey: queryKeys.news });
      const status = saved.news.status;
      showSuccess(
        status === 'published' && !item
          ? t('news.form.published')
          : status === 'scheduled'
            ? t('news.form.scheduled')
            : t('news.form.saved'),
      );
      navigate(NEWS_MANAGE_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        const fields = Object.entries(error.fieldErrors).filter(([f]) => f !== '_');
        form.setFields(
          fields.map(([name, list]) => ({
            name: name as keyof Values,
            errors: list.map((e) => messageOf(name, e)),
          })),
        );
        if (!fields.length) showError(messageForCode(error.code));
      } else if (error instanceof ApiError) {
        showError(messageForCode(error.code));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={item ? valuesOf(item, zone) : { publish: 'now', pinned: false, body: '' }}
      onFinish={save}
      requiredMark
      data-testid="news-form"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item
              name="title"
              label={t('news.fields.title')}
              rules={[
                required('title'),
                { whitespace: true, message: t('validation.required', { field: t('news.fields.title') }) },
              ]}
            >
              <Input maxLength={NEWS_LIMITS.title} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="category_id" label={t('news.fields.category')} rules={[required('category_id')]}>
              <Select
                options={categories.map((c) => ({ value: c.id, label: categoryName(c, i18n.language) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="summary" label={t('news.fields.summary')} extra={t('news.form.summaryHelp')}>
          <Input.TextArea maxLength={NEWS_LIMITS.summary} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('news.fields.body')}
          rules={[required('body')]}
          validateTrigger="onSubmit"
        >
          <NewsEditor />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="pinned" label={t('news.fields.pinned')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="publish" label={t('news.fields.publish')} rules={[required('publish')]}>
              <Radio.Group
                options={(['draft', 'now', 'at'] as const).map((p) => ({
                  value: p,
                  label: t(`news.publish.${p}`),
                }))}
              />
            </Form.Item>
            {publish === 'at' && (
              <Form.Item
                name="publish_at"
                label={t('news.fields.publishAt')}
                rules={[required('publish_at')]}
              >
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="DD/MM/YYYY HH:mm"
                  disabledDate={(d) => publishDateDisabled(d, zone)}
                  className="news-publish-at"
                />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="news-save">
            {t('news.form.save')}
          </Button>
          <Button onClick={() => navigate(NEWS_MANAGE_PATH)}>{t('news.form.cancel')}</Button>
        </Space>
      </Card>
    </Form>
  );
}

export function CreatePage() {
  const categories = useNewsCategories();
  const account = useAccount();
  return (
    <>
      <PageHeading />
      {categories.data && account.data ? (
        <NewsForm categories={categories.data} zone={account.data.company_time_zone} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}

export function EditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useNewsEdit(valid ? id : 0);
  const account = useAccount();
  if (!valid) return <Result status="404" title={t('errors.4040')} />;
  return (
    <>
      <PageHeading />
      {item.data && account.data ? (
        <NewsForm
          key={item.data.news.id}
          item={item.data.news}
          categories={item.data.category}
          zone={account.data.company_time_zone}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}
