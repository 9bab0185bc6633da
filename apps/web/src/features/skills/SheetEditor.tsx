/**
 * The signed-in person's sheet, edited in place: by type, each line's rank (with its meaning) and
 * years of experience, a line removed with its button; the whole sheet saved at once
 * (POST /skill-sheet). The browser checks the draft with the route's own schema before sending; a
 * 422 from the server is put back on the line and field it names.
 */
import { DeleteOutlined, PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { FieldErrors } from '@staffhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../api/feedback';
import { ApiError, messageForCode } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import { type SkillSheet, saveSkillSheet, useMySkillSheet } from '../../api/skills';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { RankSelect } from './components/RankSelect';
import { ADD_SKILL_PATH } from './paths';
import {
  changeCount,
  checkedSheet,
  type DraftLine,
  draftErrors,
  draftOf,
  errorsBySkill,
  groupByType,
  type LineField,
  sheetWideErrors,
  skillFieldText,
} from './sheet';
import { useTranslator } from './useTranslator';

/** The problems shown and the lines their indexes name (the draft as it was checked or sent). */
interface Shown {
  errors: FieldErrors;
  sent: readonly { skill_id: number }[];
}
const NOTHING: Shown = { errors: {}, sent: [] };

export function SheetEditor() {
  const { t } = useTranslation();
  const tr = useTranslator();
  const client = useQueryClient();
  const sheet = useMySkillSheet();
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const [shown, setShown] = useState<Shown>(NOTHING);
  const [isSaving, setSaving] = useState(false);

  const stored = sheet.data?.skills ?? [];
  const lines = draft ?? draftOf(stored);
  const changes = changeCount(stored, lines);
  const byLine = errorsBySkill(shown.errors, shown.sent);
  const wide = sheetWideErrors(shown.errors);

  const edit = (next: DraftLine[]) => {
    setDraft(next);
    // Once problems are shown, they follow the edits (a fixed field clears at once).
    if (Object.keys(shown.errors).length) setShown({ errors: draftErrors(next), sent: next });
  };
  const change = (skillId: number, patch: Partial<Pick<DraftLine, 'rank' | 'years'>>) =>
    edit(lines.map((l) => (l.skill_id === skillId ? { ...l, ...patch } : l)));
  const remove = (skillId: number) => edit(lines.filter((l) => l.skill_id !== skillId));
  const discard = () => {
    setDraft(null);
    setShown(NOTHING);
  };

  const save = async () => {
    const checked = checkedSheet(lines);
    if ('errors' in checked) {
      setShown({ errors: checked.errors, sent: lines });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSkillSheet(checked.skills);
      client.setQueryData<SkillSheet>(queryKeys.skillSheet, saved);
      void client.invalidateQueries({ queryKey: queryKeys.skills, refetchType: 'none' });
      setDraft(null);
      setShown(NOTHING);
      showSuccess(t('skills.sheet.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        setShown({ errors: error.fieldErrors, sent: lines });
        const texts = Object.entries(error.fieldErrors).flatMap(([field, list]) =>
          list.map((e) => skillFieldText(tr, field, e)),
        );
        showError(texts.join('\n') || messageForCode(error.code));
      } else if (error instanceof ApiError && ![401, 403, 404].includes(error.status)) {
        showError(messageForCode(error.code));
      }
    } finally {
      setSaving(false);
    }
  };

  if (sheet.isError) return <LoadFailedAlert query={sheet} />;
  if (sheet.isPending) return <Skeleton active />;

  const problem = (skillId: number, field: LineField) => {
    const error = byLine.get(skillId)?.[field];
    return error ? skillFieldText(tr, `skills.0.${field}`, error) : null;
  };

  return (
    <div className="app-skill-sheet">
      {lines.length === 0 ? (
        <Card>
          <Empty description={t('skills.sheet.empty')}>
            <Link to={ADD_SKILL_PATH}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('skills.sheet.add')}
              </Button>
            </Link>
          </Empty>
        </Card>
      ) : (
        groupByType(lines).map((group) => (
          <Card
            key={group.type}
            className="app-skill-group"
            title={
              <span id={`skill-group-${group.type}`}>
                {t(`skills.types.${group.type}`)}{' '}
                <Typography.Text type="secondary" className="app-skill-count">
                  {t('skills.sheet.lineCount', { count: group.lines.length })}
                </Typography.Text>
              </span>
            }
            data-testid={`skill-group-${group.type}`}
          >
            <div className="app-skill-head" aria-hidden="true">
              <span>{t('skills.sheet.columns.skill')}</span>
              <span>{t('skills.sheet.columns.rank')}</span>
              <span>{t('skills.sheet.columns.years')}</span>
              <span />
            </div>
            <ul className="app-skill-lines" aria-labelledby={`skill-group-${group.type}`}>
              {group.lines.map((line) => {
                const skillError = problem(line.skill_id, 'skill_id');
                const rankError = problem(line.skill_id, 'rank');
                const yearsError = problem(line.skill_id, 'years');
                const ids = {
                  rank: `skill-rank-error-${line.skill_id}`,
                  years: `skill-years-error-${line.skill_id}`,
                };
                return (
                  <li
                    key={line.skill_id}
                    className="app-skill-row"
                    data-testid={`skill-line-${line.skill_id}`}
                  >
                    <div className="app-skill-name">
                      <span>{line.name}</span>
                      {skillError && (
                        <div className="app-skill-error" role="alert">
                          {skillError}
                        </div>
                      )}
                    </div>
                    <div className="app-skill-rank">
                      <RankSelect
                        value={line.rank ?? undefined}
                        onChange={(rank) => change(line.skill_id, { rank: rank ?? null })}
                        aria-label={t('skills.sheet.rankOf', { name: line.name })}
                        aria-invalid={Boolean(rankError)}
                        aria-describedby={rankError ? ids.rank : undefined}
                        status={rankError ? 'error' : undefined}
                        className="app-full-width"
                        data-testid={`skill-rank-${line.skill_id}`}
                      />
                      {rankError && (
                        <div id={ids.rank} className="app-skill-error" role="alert">
                          {rankError}
                        </div>
                      )}
                    </div>
                    <div className="app-skill-years">
                      <InputNumber<number>
                        value={line.years}
                        onChange={(years) => change(line.skill_id, { years: years ?? null })}
                        step={1}
                        inputMode="decimal"
                        aria-label={t('skills.sheet.yearsOf', { name: line.name })}
                        aria-invalid={Boolean(yearsError)}
                        aria-describedby={yearsError ? ids.years : undefined}
                        status={yearsError ? 'error' : undefined}
                        className="app-full-width"
                        data-testid={`skill-years-${line.skill_id}`}
                      />
                      {yearsError && (
                        <div id={ids.years} className="app-skill-error" role="alert">
                          {yearsError}
                        </div>
                      )}
                    </div>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('skills.sheet.remove', { name: line.name })}
                      title={t('skills.sheet.remove', { name: line.name })}
                      onClick={() => remove(line.skill_id)}
                      data-testid={`skill-remove-${line.skill_id}`}
                    />
                  </li>
                );
              })}
            </ul>
          </Card>
        ))
      )}
      {wide.map(([field, error]) => (
        <Alert
          key={field}
          type="error"
          showIcon
          title={skillFieldText(tr, field, error)}
          className="app-gap"
        />
      ))}
      {(changes > 0 || stored.length > 0) && (
        <div
          className={`app-skill-savebar${changes ? ' app-skill-savebar-dirty' : ''}`}
          data-testid="skill-sheet-savebar"
        >
          <Typography.Text type={changes ? undefined : 'secondary'} strong={changes > 0} aria-live="polite">
            {changes ? t('skills.sheet.unsaved', { count: changes }) : t('skills.sheet.upToDate')}
          </Typography.Text>
          <div className="app-skill-savebar-actions">
            <Button
              icon={<UndoOutlined />}
              disabled={!changes || isSaving}
              onClick={discard}
              data-testid="skill-sheet-discard"
            >
              {t('skills.sheet.discard')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!changes}
              loading={isSaving}
              onClick={() => void save()}
              data-testid="skill-sheet-save"
            >
              {t('skills.sheet.save')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
