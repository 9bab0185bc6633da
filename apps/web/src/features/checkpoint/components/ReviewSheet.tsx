/**
 * The review form's sections and criteria with the self-assessment and the PM's assessment side by
 * side, each column typed into or shown as `sheetColumns` says (the screens of the employee, the PM,
 * the department head, the interview, the result and the read-only view all use it). An edited
 * column's fields are the API's paths (`answers.scores.<key>`), so a 422 lands under its criterion.
 * Each section shows its mean per column. On a phone the columns stack under their criterion.
 */
import {
  CHECKPOINT_LIMITS,
  type CheckpointAnswers,
  type CheckpointForm,
  sectionScores,
} from '@staffhub/domain';
import { Card, Form, Input, Radio, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../labels';
import {
  type AnswersValues,
  answersFromValues,
  type SheetColumn,
  type SheetColumns,
  scaleChoices,
} from '../sheet';

interface Props {
  form: CheckpointForm;
  columns: SheetColumns;
  disabled?: boolean;
}

type Side = 'self' | 'pm';
const SIDES: readonly Side[] = ['self', 'pm'];

function ScoreView({ score, scale }: { score: number | undefined; scale: number }) {
  const { t } = useTranslation();
  if (score === undefined) return <span className="app-muted-text">{t('checkpoint.sheet.notScored')}</span>;
  return (
    <Tag color="blue" className="cp-score-tag app-num">
      {t('checkpoint.sheet.scoreOf', { score, scale })}
    </Tag>
  );
}

/** One criterion's cell of one column. */
function Cell({
  side,
  column,
  criterion,
  scale,
  disabled,
}: {
  side: Side;
  column: SheetColumn;
  criterion: { key: string; title: string };
  scale: number;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const caption = t(`checkpoint.sheet.column.${side}`);
  if (column.mode === 'edit') {
    return (
      <div className={`cp-cell cp-cell-${side} cp-cell-edit`}>
        <div className="cp-cell-caption">{caption}</div>
        <Form.Item name={['answers', 'scores', criterion.key]} className="cp-score-item">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size="small"
            disabled={disabled}
            aria-label={t('checkpoint.sheet.scoreLabel', { title: criterion.title })}
            options={scaleChoices(scale).map((n) => ({ value: n, label: String(n) }))}
            className="cp-score-group"
            data-testid={`score-${criterion.key}`}
          />
        </Form.Item>
        <Form.Item name={['answers', 'comments', criterion.key]} className="cp-comment-item">
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={CHECKPOINT_LIMITS.comment}
            disabled={disabled}
            aria-label={t('checkpoint.sheet.commentLabel', { title: criterion.title })}
            placeholder={t('checkpoint.sheet.commentPlaceholder')}
            data-testid={`comment-${criterion.key}`}
          />
        </Form.Item>
      </div>
    );
  }
  const answers = column.answers;
  const comment = answers?.comments[criterion.key];
  return (
    <div className={`cp-cell cp-cell-${side}`} data-testid={`${side}-view-${criterion.key}`}>
      <div className="cp-cell-caption">{caption}</div>
      <ScoreView score={answers?.scores[criterion.key]} scale={scale} />
      {comment ? (
        <Typography.Paragraph className="cp-comment app-pre-line">{comment}</Typography.Paragraph>
      ) : null}
    </div>
  );
}

/** The answers a column's means are taken from: what is typed in an edited column. */
function useColumnAnswers(form: CheckpointForm, column: SheetColumn): CheckpointAnswers | null {
  const typed = Form.useWatch('answers', { preserve: true }) as AnswersValues | undefined;
  if (column.mode === 'edit') return answersFromValues(form, typed);
  return column.answers;
}

export function ReviewSheet({ form, columns, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const sides = SIDES.filter((side) => columns[side].mode !== 'hidden');
  const selfAnswers = useColumnAnswers(form, columns.self);
  const pmAnswers = useColumnAnswers(form, columns.pm);
  const means = {
    self: sectionScores(form, selfAnswers),
    pm: sectionScores(form, pmAnswers),
  };
  const gridClass = `cp-grid cp-grid-${sides.length + 1}`;

  return (
    <div className="cp-sheet" data-testid="review-sheet">
      {form.sections.map((section, s) => (
        <Card
          key={section.key}
          className="cp-section"
          title={
            <Typography.Title level={2} className="cp-section-title" id={`${headingId}-${section.key}`}>
              {section.title}
            </Typography.Title>
          }
          extra={
            <span className="cp-section-means" data-testid={`section-mean-${section.key}`}>
              {sides.map((side) => (
                <span key={side} className="cp-section-mean">
                  {t(`checkpoint.sheet.mean.${side}`)}:{' '}
                  <strong className="app-num">{formatScore(means[side][s]?.score, i18n.language)}</strong>
                </span>
              ))}
            </span>
          }
        >
          <section aria-labelledby={`${headingId}-${section.key}`} className={gridClass}>
            <div className="cp-grid-head" aria-hidden="true">
              <span>{t('checkpoint.sheet.column.criterion')}</span>
              {sides.map((side) => (
                <span key={side}>{t(`checkpoint.sheet.column.${side}`)}</span>
              ))}
            </div>
            {section.criteria.map((criterion) => (
              <div key={criterion.key} className="cp-row" data-testid={`criterion-${criterion.key}`}>
                <div className="cp-criterion">
                  <strong>{criterion.title}</strong>
                  {criterion.description ? (
                    <Typography.Paragraph type="secondary" className="cp-description app-pre-line">
                      {criterion.description}
                    </Typography.Paragraph>
                  ) : null}
                </div>
                {sides.map((side) => (
                  <Cell
                    key={side}
                    side={side}
                    column={columns[side]}
                    criterion={criterion}
                    scale={form.scale}
                    disabled={disabled}
                  />
                ))}
              </div>
            ))}
          </section>
        </Card>
      ))}
      <Card
        className="cp-section"
        title={
          <Typography.Title level={2} className="cp-section-title">
            {t('checkpoint.sheet.summary')}
          </Typography.Title>
        }
      >
        <div className={`cp-summary cp-summary-${sides.length}`}>
          {sides.map((side) =>
            columns[side].mode === 'edit' ? (
              <Form.Item
                key={side}
                name={['answers', 'summary']}
                label={t(`checkpoint.sheet.summaryOf.${side}`)}
                className="cp-summary-item"
              >
                <Input.TextArea
                  autoSize={{ minRows: 3, maxRows: 12 }}
                  maxLength={CHECKPOINT_LIMITS.summary}
                  showCount
                  disabled={disabled}
                  data-testid="summary-input"
                />
              </Form.Item>
            ) : (
              <div key={side} className="cp-summary-view" data-testid={`${side}-summary`}>
                <div className="cp-summary-label">{t(`checkpoint.sheet.summaryOf.${side}`)}</div>
                <Typography.Paragraph className="app-pre-line cp-summary-text">
                  {columns[side].answers?.summary || (
                    <span className="app-muted-text">{t('checkpoint.sheet.noSummary')}</span>
                  )}
                </Typography.Paragraph>
              </div>
            ),
          )}
        </div>
      </Card>
    </div>
  );
}
