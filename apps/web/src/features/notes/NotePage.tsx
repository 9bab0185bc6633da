import { Anchor, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/components/PageHeading';
import { NOTE_SECTIONS } from '../../app/menu';
import { useRouteMeta } from '../../app/useRouteMeta';

/**
 * The written text of a guide section (`notes.guide.<section>`): `p*` keys are paragraphs, runs of
 * `step*` keys a numbered list, in the order of the resource. Null when it is not written yet.
 */
function GuideText({ section }: { section: string }) {
  const { t, i18n } = useTranslation();
  const key = `notes.guide.${section}`;
  if (!i18n.exists(key)) return null;
  const entries = Object.entries(t(key, { returnObjects: true }) as Record<string, string>);
  const blocks: ReactNode[] = [];
  let steps: Array<[string, string]> = [];
  const flush = () => {
    if (steps.length === 0) return;
    blocks.push(
      <ol key={`steps-${steps[0]?.[0]}`} className="app-note-steps">
        {steps.map(([name, text]) => (
          <li key={name}>{text}</li>
        ))}
      </ol>,
    );
    steps = [];
  };
  for (const [name, text] of entries) {
    if (name.startsWith('step')) {
      steps.push([name, text]);
      continue;
    }
    flush();
    blocks.push(
      <Typography.Paragraph key={name} className="app-note-paragraph">
        {text}
      </Typography.Paragraph>,
    );
  }
  flush();
  return <>{blocks}</>;
}

/** A user guide: its sections with scroll anchors (SPEC 2); unwritten sections say so. */
export default function NotePage() {
  const { t, i18n } = useTranslation();
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
              <GuideText section={section} />
              {!i18n.exists(`notes.guide.${section}`) && (
                <Typography.Paragraph className="app-note-text">{t('notes.notWritten')}</Typography.Paragraph>
              )}
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
