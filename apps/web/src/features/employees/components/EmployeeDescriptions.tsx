/**
 * Every field of a staff record, read-only, in the form's five sections (the detail page and my
 * profile): lists in words, references by name, dates as DD/MM/YYYY, the social link as a link.
 */
import type { EmployeeState } from '@staffhub/domain';
import { Card, Descriptions, type DescriptionsProps, Grid, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommons } from '../../../api/commons';
import { EMPLOYEE_LABELS, type Employee } from '../../../api/employees';
import { fieldLabel } from '../../../api/validation';
import { formatWorkDate } from '../../timesheets/format';
import { SECTIONS, type SectionKey } from '../form';
import { companyText, genderText, japaneseLevelText, levelText, stateText, workTypeText } from '../labels';

export function StateTag({ state, testId }: { state: EmployeeState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={state === 'active' ? 'green' : 'default'} data-testid={testId} className="app-status-tag">
      {stateText(t, state)}
    </Tag>
  );
}

/** One field's value as read; null when the record has none. */
function fieldValue(t: TFunction, employee: Employee, field: string, company: string): ReactNode {
  switch (field) {
    case 'gender':
      return employee.gender === null ? null : genderText(t, employee.gender);
    case 'company_id':
      return company;
    case 'division_id':
      return employee.division?.name ?? null;
    case 'foot_id':
      return employee.foot?.name ?? null;
    case 'department_id':
      return employee.department?.name ?? null;
    case 'position_id':
      return employee.position?.name ?? null;
    case 'job_title_id':
      return employee.job_title?.name ?? null;
    case 'work_type':
      return workTypeText(t, employee.work_type);
    case 'level':
      return employee.level === null ? null : levelText(employee.level);
    case 'japanese_level':
      return japaneseLevelText(t, employee.japanese_level);
    case 'social_link':
      return employee.social_link ? (
        <Typography.Link href={employee.social_link} target="_blank" rel="noopener noreferrer">
          {employee.social_link}
        </Typography.Link>
      ) : null;
  }
  const value = employee[field as keyof Employee];
  if (value === null || value === undefined || value === '') return null;
  if (field.endsWith('_date') || field === 'birthday')
    return <span className="app-num">{formatWorkDate(String(value))}</span>;
  return <span className="app-pre-line">{String(value)}</span>;
}

/** The record's sections as cards of descriptions (all of them unless `sections` says which). */
export function EmployeeDescriptions({
  employee,
  sections = SECTIONS.map((s) => s.key),
  omit,
  extra,
}: {
  employee: Employee;
  sections?: readonly SectionKey[];
  /** Fields shown elsewhere on the page (my profile's contact card). */
  omit?: ReadonlySet<string>;
  /** A card's extra (the profile's "Edit contact details"). */
  extra?: Partial<Record<SectionKey, ReactNode>>;
}) {
  const { t } = useTranslation();
  const commons = useCommons();
  // A phone reads each label above its value: beside it, both would be squeezed to a few letters.
  const isPhone = Grid.useBreakpoint().md === false;
  const company = employee.company?.name ?? companyText(t, employee.company_id, commons.data);
  const empty = <Typography.Text type="secondary">{t('employees.detail.empty')}</Typography.Text>;
  return (
    <>
      {SECTIONS.filter((s) => sections.includes(s.key)).map((section) => {
        const fields = section.fields.filter((field) => !omit?.has(field));
        const items: DescriptionsProps['items'] = fields.map((field) => ({
          key: field,
          label: fieldLabel(field, EMPLOYEE_LABELS),
          children: (
            <span data-testid={`employee-value-${field}`}>
              {fieldValue(t, employee, field, company) ?? empty}
            </span>
          ),
        }));
        return (
          <Card
            key={section.key}
            size="small"
            title={t(`employees.sections.${section.key}`)}
            extra={extra?.[section.key]}
            className="app-employee-section"
            data-testid={`employee-section-${section.key}`}
          >
            <Descriptions
              bordered={!isPhone}
              layout={isPhone ? 'vertical' : 'horizontal'}
              size="small"
              column={{ xs: 1, sm: 1, md: 2, xxl: 3 }}
              items={items}
            />
          </Card>
        );
      })}
    </>
  );
}
