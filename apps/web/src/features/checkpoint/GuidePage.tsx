/**
 * /checkpoint/guide: the check-point process explained in the reader's language: what it is, the
 * steps and who does each, the period's windows and deadlines, the scale and how to fill in the
 * sheet, change requests, the result and its confirmation, who sees what, and the menu.
 */
import { Anchor, Card, Col, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/components/PageHeading';
import './checkpoint.css';

/** Each section: its paragraphs (`p1`...) and its bullet points (`li1`...), in this order. */
const SECTIONS = [
  { id: 'intro', paragraphs: 2, bullets: 0 },
  { id: 'steps', paragraphs: 1, bullets: 0, table: true },
  { id: 'windows', paragraphs: 1, bullets: 4 },
  { id: 'scale', paragraphs: 1, bullets: 4 },
  { id: 'changes', paragraphs: 1, bullets: 4 },
  { id: 'result', paragraphs: 2, bullets: 0 },
  { id: 'visibility', paragraphs: 0, bullets: 4 },
  { id: 'menu', paragraphs: 1, bullets: 4 },
] as const;

const STEP_ROWS = ['self', 'pm', 'dm', 'interview', 'confirm'] as const;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function StepsTable() {
  const { t } = useTranslation();
  return (
    <div className="cp-table-scroll">
      <Table
        size="small"
        pagination={false}
        rowKey="step"
        dataSource={STEP_ROWS.map((step) => ({ step }))}
        columns={[
          {
            key: 'step',
            title: t('checkpoint.guide.steps.columns.step'),
            minWidth: 96,
            render: (_, row) => <strong>{t(`checkpoint.guide.steps.rows.${row.step}.step`)}</strong>,
          },
          {
            key: 'who',
            title: t('checkpoint.guide.steps.columns.who'),
            minWidth: 180,
            render: (_, row) => t(`checkpoint.guide.steps.rows.${row.step}.who`),
          },
          {
            key: 'when',
            title: t('checkpoint.guide.steps.columns.when'),
            minWidth: 140,
            render: (_, row) => t(`checkpoint.guide.steps.rows.${row.step}.when`),
          },
        ]}
        data-testid="guide-steps-table"
      />
    </div>
  );
}

export function GuidePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading />
      <Row gutter={24}>
        <Col xs={24} lg={18}>
          {SECTIONS.map((section) => (
            <Card
              key={section.id}
              id={`guide-${section.id}`}
              className="app-note-section"
              title={
                <Typography.Title level={2} className="cp-section-title">
                  {t(`checkpoint.guide.${section.id}.title`)}
                </Typography.Title>
              }
              data-testid={`guide-${section.id}`}
            >
              {range(section.paragraphs).map((n) => (
                <Typography.Paragraph key={`p${n}`} className="app-note-paragraph">
                  {t(`checkpoint.guide.${section.id}.p${n}`)}
                </Typography.Paragraph>
              ))}
              {'table' in section ? <StepsTable /> : null}
              {section.bullets > 0 ? (
                <ul className="app-note-steps">
                  {range(section.bullets).map((n) => (
                    <li key={`li${n}`}>{t(`checkpoint.guide.${section.id}.li${n}`)}</li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
        </Col>
        <Col xs={0} lg={6}>
          <nav aria-label={t('notes.onThisPage')}>
            <Typography.Text type="secondary">{t('notes.onThisPage')}</Typography.Text>
            <Anchor
              offsetTop={16}
              items={SECTIONS.map((section) => ({
                key: section.id,
                href: `#guide-${section.id}`,
                title: t(`checkpoint.guide.${section.id}.title`),
              }))}
            />
          </nav>
        </Col>
      </Row>
    </>
  );
}
