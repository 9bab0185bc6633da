/** A sheet read as it is (someone's, in the staffing search's drawer): by type, each line's rank and years. */
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SkillSheetLine } from '../../../api/skills';
import { formatYears, groupByType, rankLabel } from '../sheet';
import { useTranslator } from '../useTranslator';

export function SheetLines({ lines }: { lines: readonly SkillSheetLine[] }) {
  const { t, i18n } = useTranslation();
  const tr = useTranslator();
  if (!lines.length) return <Empty description={t('skills.sheet.none')} />;
  return (
    <div className="app-skill-readonly">
      {groupByType(lines).map((group) => (
        <section key={group.type} aria-labelledby={`skill-type-${group.type}`}>
          <Typography.Title level={3} id={`skill-type-${group.type}`} className="app-skill-group-title">
            {t(`skills.types.${group.type}`)}
          </Typography.Title>
          <ul className="app-skill-readonly-list">
            {group.lines.map((l) => (
              <li key={l.skill_id}>
                <span className="app-skill-readonly-name">{l.name}</span>
                <Tag>{rankLabel(tr, l.rank)}</Tag>
                <span className="app-num app-muted-text">
                  {formatYears(l.years, i18n.language)} {t('skills.sheet.yearsUnit')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
