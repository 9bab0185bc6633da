/**
 * /employees/charts (people managers): the people working today by company, division, work type
 * and Japanese level, and the joiners and leavers of the last twelve months (GET /charts). Each
 * chart has its figures as a table too (the app's Chart).
 */
import { JAPANESE_LEVELS, WORK_TYPES } from '@staffhub/domain';
import { Card, Col, Row, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommons } from '../../api/commons';
import { type EmployeeCharts, useEmployeeCharts } from '../../api/employees';
import { Chart } from '../../app/charts/Chart';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { countChartSpec, movementChartSpec, totalOf, withEveryKey } from './charts';
import { companyTextOfCode, japaneseLevelText, workTypeText } from './labels';
import './employees.css';

function Charts({ data }: { data: EmployeeCharts }) {
  const { t, i18n } = useTranslation();
  const commons = useCommons();
  const people = t('employees.charts.people');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language re-words the months (dayjs follows it).
  const specs = useMemo(() => {
    const axis = (category: string) => ({ people, category: t(`employees.charts.axis.${category}`) });
    return {
      company: countChartSpec(
        data.by_company,
        (key) => companyTextOfCode(t, key, commons.data),
        axis('company'),
      ),
      division: countChartSpec(
        data.by_division,
        (key) => (key === '-' ? t('employees.charts.noDivision') : key),
        axis('division'),
      ),
      workType: countChartSpec(
        withEveryKey(data.by_work_type, WORK_TYPES),
        (key) => workTypeText(t, Number(key)),
        axis('workType'),
      ),
      japanese: countChartSpec(
        withEveryKey(data.by_japanese_level, JAPANESE_LEVELS),
        (key) => japaneseLevelText(t, Number(key)),
        axis('japaneseLevel'),
      ),
      movements: movementChartSpec(
        data.movements,
        {
          joined: t('employees.charts.joined'),
          left: t('employees.charts.left'),
          people,
          month: t('employees.charts.axis.month'),
        },
        (month) => ({
          short: dayjs(`${month}-01`).format('MMM'),
          long: dayjs(`${month}-01`).format('MM/YYYY'),
        }),
      ),
    };
  }, [data, t, people, commons.data, i18n.language]);

  const total = totalOf(data.by_company);
  const joined = data.movements.reduce((sum, m) => sum + m.joined, 0);
  const left = data.movements.reduce((sum, m) => sum + m.left, 0);
  const headcount = (title: string, key: keyof typeof specs, testId: string) => (
    <Card className="app-fill-card">
      <Chart
        spec={specs[key]}
        title={title}
        ariaLabel={t('employees.charts.headcountSummary', { title, total })}
        testId={testId}
      />
    </Card>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card size="small">
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={8}>
              <Statistic
                title={t('employees.charts.total')}
                value={total}
                data-testid="employee-charts-total"
              />
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title={t('employees.charts.joinedYear')} value={joined} />
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title={t('employees.charts.leftYear')} value={left} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        {headcount(t('employees.charts.byCompany'), 'company', 'employee-chart-company')}
      </Col>
      <Col xs={24} xl={12}>
        {headcount(t('employees.charts.byWorkType'), 'workType', 'employee-chart-work-type')}
      </Col>
      <Col xs={24}>{headcount(t('employees.charts.byDivision'), 'division', 'employee-chart-division')}</Col>
      <Col xs={24} xl={12}>
        {headcount(t('employees.charts.byJapaneseLevel'), 'japanese', 'employee-chart-japanese')}
      </Col>
      <Col xs={24} xl={12}>
        <Card className="app-fill-card">
          <Chart
            spec={specs.movements}
            title={t('employees.charts.movements')}
            ariaLabel={t('employees.charts.movementsSummary', { joined, left })}
            testId="employee-chart-movements"
          />
        </Card>
      </Col>
    </Row>
  );
}

export function ChartsPage() {
  const charts = useEmployeeCharts();
  return (
    <>
      <PageHeading />
      <Loaded query={charts} size="large">
        {(data) => <Charts data={data} />}
      </Loaded>
    </>
  );
}
