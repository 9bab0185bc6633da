/**
 * /skill-sheet: the signed-in person's sheet (edited in place) and, for the staffing roles, a second
 * tab with the staffing search. Who sees the tab comes from the account (`canSearchStaff`: the Admin
 * department, the board, HR, project managers); should the server refuse the search anyway, the tab
 * goes away rather than staying dead.
 */
import { PlusOutlined } from '@ant-design/icons';
import { canSearchStaff } from '@staffhub/domain';
import { Button, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { PageHeading } from '../../app/components/PageHeading';
import { ADD_SKILL_PATH } from './paths';
import { SheetEditor } from './SheetEditor';
import { StaffingSearch } from './StaffingSearch';
import { SEARCH_TAB } from './search';
import './skills.css';

export function SheetPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const [isRefused, setRefused] = useState(false);
  const onRefused = useCallback(() => setRefused(true), []);
  const a = account.data;
  const canSearch =
    !isRefused &&
    Boolean(
      a &&
        canSearchStaff({
          isAdmin: a.is_admin,
          departmentCode: a.department_code,
          jobTitleCode: a.job_title_code,
          managesProjects: a.has_project_management,
        }),
    );
  const tab = canSearch && params.get('tab') === SEARCH_TAB ? SEARCH_TAB : 'sheet';

  const heading = (
    <PageHeading
      extra={
        <Link to={ADD_SKILL_PATH}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="skill-add-link">
            {t('skills.sheet.add')}
          </Button>
        </Link>
      }
    />
  );
  if (!canSearch)
    return (
      <>
        {heading}
        <SheetEditor />
      </>
    );
  return (
    <>
      {heading}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === SEARCH_TAB ? { tab: SEARCH_TAB } : {})}
        items={[
          {
            key: 'sheet',
            label: <span data-testid="skills-tab-sheet">{t('skills.tabs.sheet')}</span>,
            children: <SheetEditor />,
          },
          {
            key: SEARCH_TAB,
            label: <span data-testid="skills-tab-search">{t('skills.tabs.search')}</span>,
            children: <StaffingSearch onRefused={onRefused} />,
          },
        ]}
      />
    </>
  );
}
