/**
 * The detail's overview: every field of the project read-only (Edit opens the update page), the
 * image gallery (click to enlarge; add up to five, remove) and the quotation documents (download,
 * add, remove). The files load from the `url` the API gives, with the session cookie.
 */
import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { PROJECT_LIMITS } from '@staffhub/domain';
import {
  Button,
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Image,
  Popconfirm,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  deleteProjectFile,
  downloadProjectFile,
  fileSrc,
  type Project,
  type ProjectFile,
  projectLabelKey,
  uploadProjectFile,
  useInvalidateProjects,
} from '../../../api/projects';
import { formatBytes, formatManMonths, formatPercent, formatProjectDate, NONE } from '../format';
import { typeText } from '../labels';
import { FileUploader } from './FileUploader';
import { PersonCell, StatusTag } from './parts';

type Item = NonNullable<DescriptionsProps['items']>[number];

function facts(t: TFunction, project: Project, locale: string): Record<string, Item[]> {
  const label = (field: string) => t(projectLabelKey(field));
  const text = (value: string | null | undefined) => (value ? value : NONE);
  const item = (key: string, children: React.ReactNode, span?: Item['span']): Item => ({
    key,
    label: label(key),
    children,
    span,
  });
  return {
    general: [
      item('name', project.name),
      {
        key: 'code',
        label: t('projects.detail.code'),
        children: <span className="app-num">{project.code}</span>,
      },
      item('customer_id', text(project.customer?.name)),
      item('status', <StatusTag status={project.status} />),
      item('type', typeText(t, project.type)),
      item('start_date', <span className="app-num">{formatProjectDate(project.start_date)}</span>),
      item('end_date', <span className="app-num">{formatProjectDate(project.end_date)}</span>),
      item(
        'contract_value',
        <span className="app-num">{formatManMonths(project.contract_value, locale)}</span>,
      ),
      { key: 'members', label: t('projects.list.columns.members'), children: project.member_count },
    ],
    people: [
      item('manager_id', <PersonCell person={project.manager} />),
      item('top_id', <PersonCell person={project.top} />),
      item('leader_id', <PersonCell person={project.leader} />),
      item('customer_top', text(project.customer_top)),
      item('customer_pm', text(project.customer_pm)),
    ],
    japan: [
      item('japan_top_id', <PersonCell person={project.japan_top} />),
      item('japan_tech_id', <PersonCell person={project.japan_tech} />),
      item('japan_sale_id', <PersonCell person={project.japan_sale} />),
    ],
    technical: [
      item(
        'technology_ids',
        project.technologies.length ? (
          <Space size={[4, 4]} wrap>
            {project.technologies.map((tech) => (
              <Tag key={tech.id}>{tech.name}</Tag>
            ))}
          </Space>
        ) : (
          NONE
        ),
      ),
      item('domain', text(project.domain)),
      item(
        'link_document',
        project.link_document ? (
          <Typography.Link href={project.link_document} target="_blank" rel="noopener noreferrer">
            {project.link_document}
          </Typography.Link>
        ) : (
          NONE
        ),
      ),
      item('description', <span className="app-pre-line">{text(project.description)}</span>, 'filled'),
    ],
  };
}

function FactsCard({ title, items, testId }: { title: string; items: Item[]; testId: string }) {
  return (
    <Card size="small" title={title} className="app-project-section" data-testid={testId}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        items={items}
        className="app-project-facts"
      />
    </Card>
  );
}

function FileActions({
  file,
  canManage,
  onRemove,
  testId,
}: {
  file: ProjectFile;
  canManage: boolean;
  onRemove: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        onClick={() => void downloadProjectFile(file).catch(() => undefined)}
        aria-label={t('projects.files.downloadName', { name: file.name })}
        data-testid={`${testId}-download`}
      />
      {canManage && (
        <Popconfirm
          title={t('projects.files.removeConfirm', { name: file.name })}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onRemove().catch(() => undefined)}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('projects.files.removeName', { name: file.name })}
            data-testid={`${testId}-remove`}
          />
        </Popconfirm>
      )}
    </Space>
  );
}

export function OverviewTab({ project, canManage }: { project: Project; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const invalidate = useInvalidateProjects();
  const sections = facts(t, project, i18n.language);
  const remove = async (file: ProjectFile) => {
    await deleteProjectFile(project.id, file.id);
    showSuccess(t('projects.files.removed', { name: file.name }));
    await invalidate();
  };
  const upload = (kind: 'image' | 'quotation') => async (file: File, onProgress: (p: number) => void) => {
    await uploadProjectFile(project.id, kind, file, onProgress);
    showSuccess(t('projects.files.uploaded', { name: file.name }));
    await invalidate();
  };
  const imagesLeft = PROJECT_LIMITS.images - project.images.length;
  const quotationsLeft = PROJECT_LIMITS.quotations - project.quotations.length;

  return (
    <div className="app-project-stack">
      <FactsCard
        title={t('projects.sections.general')}
        items={sections.general ?? []}
        testId="project-facts-general"
      />
      <FactsCard
        title={t('projects.sections.people')}
        items={sections.people ?? []}
        testId="project-facts-people"
      />
      <FactsCard
        title={t('projects.sections.japan')}
        items={sections.japan ?? []}
        testId="project-facts-japan"
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('projects.sections.plans')} className="app-fill-card">
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={project.plans}
              locale={{ emptyText: t('projects.form.noPlans') }}
              columns={[
                { key: 'name', title: t('projects.fields.plan_name'), dataIndex: 'name' },
                {
                  key: 'start',
                  title: t('projects.fields.plan_start_date'),
                  render: (_, p) => <span className="app-num">{formatProjectDate(p.start_date)}</span>,
                },
                {
                  key: 'end',
                  title: t('projects.fields.plan_end_date'),
                  render: (_, p) => <span className="app-num">{formatProjectDate(p.end_date)}</span>,
                },
              ]}
              data-testid="project-plans"
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('projects.sections.payments')} className="app-fill-card">
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={project.payments}
              locale={{ emptyText: t('projects.form.noPayments') }}
              columns={[
                { key: 'name', title: t('projects.fields.payment_name'), dataIndex: 'name' },
                {
                  key: 'expected',
                  title: t('projects.fields.payment_expected_date'),
                  render: (_, p) => <span className="app-num">{formatProjectDate(p.expected_date)}</span>,
                },
                {
                  key: 'actual',
                  title: t('projects.fields.payment_actual_date'),
                  render: (_, p) => <span className="app-num">{formatProjectDate(p.actual_date)}</span>,
                },
                {
                  key: 'percentage',
                  title: t('projects.fields.payment_percentage'),
                  align: 'right',
                  render: (_, p) => (
                    <span className="app-num">{formatPercent(p.percentage, i18n.language)}</span>
                  ),
                },
              ]}
              data-testid="project-payments"
            />
          </Card>
        </Col>
      </Row>

      <FactsCard
        title={t('projects.sections.technical')}
        items={sections.technical ?? []}
        testId="project-facts-technical"
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('projects.files.images', { count: project.images.length, max: PROJECT_LIMITS.images })}
            className="app-fill-card"
            data-testid="project-images"
          >
            {project.images.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects.files.noImages')} />
            ) : (
              <Image.PreviewGroup>
                <div className="app-project-gallery">
                  {project.images.map((image, index) => (
                    <figure
                      key={image.id}
                      className="app-project-thumb"
                      data-testid={`project-image-${image.id}`}
                    >
                      <Image
                        src={fileSrc(image.url)}
                        alt={t('projects.files.imageAlt', { n: index + 1, name: image.name })}
                        width={112}
                        height={112}
                        className="app-project-thumb-img"
                      />
                      <figcaption>
                        <FileActions
                          file={image}
                          canManage={canManage}
                          onRemove={() => remove(image)}
                          testId={`project-image-${image.id}`}
                        />
                      </figcaption>
                    </figure>
                  ))}
                </div>
              </Image.PreviewGroup>
            )}
            {canManage && (
              <div className="app-gap-top">
                {imagesLeft > 0 ? (
                  <FileUploader
                    rule="projectImage"
                    label={t('projects.files.addImage')}
                    testId="project-image-add"
                    upload={upload('image')}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('projects.files.imagesFull')}</Typography.Text>
                )}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('projects.files.quotations')}
            className="app-fill-card"
            data-testid="project-quotations"
          >
            {project.quotations.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects.files.noQuotations')} />
            ) : (
              <ul className="app-project-files">
                {project.quotations.map((file) => (
                  <li key={file.id} className="app-project-file" data-testid={`project-quotation-${file.id}`}>
                    <span className="app-project-file-name">
                      <FileOutlined aria-hidden /> <span>{file.name}</span>{' '}
                      <Typography.Text type="secondary" className="app-num">
                        {formatBytes(file.size, i18n.language)}
                      </Typography.Text>
                    </span>
                    <FileActions
                      file={file}
                      canManage={canManage}
                      onRemove={() => remove(file)}
                      testId={`project-quotation-${file.id}`}
                    />
                  </li>
                ))}
              </ul>
            )}
            {canManage && (
              <div className="app-gap-top">
                {quotationsLeft > 0 ? (
                  <FileUploader
                    rule="quotation"
                    label={t('projects.files.addQuotation')}
                    testId="project-quotation-add"
                    upload={upload('quotation')}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('projects.files.quotationsFull')}</Typography.Text>
                )}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
