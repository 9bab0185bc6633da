import { Anchor, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/components/PageHeading';
import { NOTE_SECTIONS } from '../../app/menu';
import { useRouteMeta } from '../../app/useRouteMeta';

/** A user guide: its sections with scroll anchors (SPEC 2); the texts are not written yet. */
export default function NotePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const sections = (meta && NOTE_SECTIONS[meta.id]) || [];
  return (
    <>
      <PageHeading />
      <Row gutter={24}>
        <Col xs={24} lg={18}>
          {sections.map((section) => (
            <Card
              key={section}
              id={section}
              className="app-note-section"
              title={t(`notes.sections.${section}`)}
            >
              <Typography.Paragraph className="app-note-text">{t('notes.notWritten')}</Typography.Paragraph>
            </Card>
          ))}
        </Col>
        <Col xs={0} lg={6}>
          <Typography.Text type="secondary">{t('notes.onThisPage')}</Typography.Text>
          <Anchor
            offsetTop={16}
            items={sections.map((section) => ({
              key: section,
              href: `#${section}`,
              title: t(`notes.sections.${section}`),
            }))}
          />
        </Col>
      </Row>
    </>
  );
}
