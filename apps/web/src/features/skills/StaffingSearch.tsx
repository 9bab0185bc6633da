/**
 * The staffing search (the Admin department, the board, HR and project managers): up to five skills
 * each at a minimum rank, an optional JLPT level and a name; the working people who match, with
 * their matching lines, Japanese level and this month's load across their projects (over 100 % in
 * the warning colour), paged by the server. The search lives in the address. A row opens the
 * person's whole sheet in a drawer.
 */
import {
  DeleteOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { DRAWER_WIDTH, JLPT_LEVELS, SKILL_LIMITS } from '@staffhub/domain';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Select,
  Spin,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import {
  type StaffingMatch,
  useEmployeeSkills,
  useSkillCatalogue,
  useStaffingSearch,
} from '../../api/skills';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { tablePagination } from '../approvals/list/paging';
import { RankSelect } from './components/RankSelect';
import { SheetLines } from './components/SheetLines';
import {
  apiQuery,
  type CriterionRow,
  criteriaOf,
  EMPTY_SEARCH,
  formatLoad,
  isAsking,
  jlptText,
  loadTone,
  paramsFromSearch,
  searchFromParams,
} from './search';
import { formatYears, rankLabel } from './sheet';
import { useTranslator } from './useTranslator';

interface SearchValues {
  criteria?: CriterionRow[];
  jlpt?: number | null;
  q?: string;
}

/** What a phone keeps of a row; the rest opens under it. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set(['employee', 'load']);

export function StaffingSearch({ onRefused }: { onRefused: () => void }) {
  const { t, i18n } = useTranslation();
  const tr = useTranslator();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchFromParams(params), [params]);
  const [form] = Form.useForm<SearchValues>();
  const catalogue = useSkillCatalogue();
  const results = useStaffingSearch(apiQuery(state));
  const [opened, setOpened] = useState<StaffingMatch['employee'] | null>(null);
  const sheet = useEmployeeSkills(opened?.id ?? null);

  // A refusal means the role went away: the search is hidden rather than left dead.
  const refused = results.error instanceof ApiError && results.error.status === 403;
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  // The address is the truth: Back or a reload puts its search into the form.
  const key = paramsFromSearch({ ...state, page: 1, perpage: EMPTY_SEARCH.perpage }).toString();
  useEffect(() => {
    const current = searchFromParams(new URLSearchParams(key));
    form.resetFields();
    form.setFieldsValue({
      criteria: current.criteria.length ? current.criteria : [{ skill_id: null, min_rank: 3 }],
      jlpt: current.jlpt,
      q: current.q,
    });
  }, [key, form]);

  const skillOptions = useMemo(
    () =>
      (catalogue.data?.types ?? []).map((group) => ({
        label: t(`skills.types.${group.type}`),
        title: t(`skills.types.${group.type}`),
        options: group.skills.map((s) => ({ value: s.id, label: s.name })),
      })),
    [catalogue.data, t],
  );
  const jlptOptions = JLPT_LEVELS.map((level) => ({
    value: level,
    label: t('skills.search.jlptAtLeast', { level }),
  }));

  const go = (next: typeof state) => setParams(paramsFromSearch(next));
  const locale = i18n.language;
  const month = results.data?.data[0]?.load.month;

  const columns = useMemo<TableColumnsType<StaffingMatch>>(
    () => [
      {
        key: 'employee',
        title: t('skills.search.columns.employee'),
        render: (_, row) => (
          <div className="app-skill-person">
            <Button
              type="link"
              className="app-skill-person-link"
              aria-label={t('skills.search.openSheet', { name: row.employee.name })}
              onClick={(event) => {
                event.stopPropagation();
                setOpened(row.employee);
              }}
            >
              {row.employee.name}
            </Button>
            <Typography.Text type="secondary" className="app-num app-skill-code">
              {row.employee.code}
            </Typography.Text>
          </div>
        ),
      },
      {
        key: 'division',
        title: t('skills.search.columns.division'),
        render: (_, row) => (
          <div className="app-skill-person">
            <span>{row.employee.division ?? '–'}</span>
            <Typography.Text type="secondary">{row.employee.position ?? ''}</Typography.Text>
          </div>
        ),
      },
      {
        key: 'japanese',
        title: t('skills.search.columns.japanese'),
        render: (_, row) => jlptText(row.japanese_level) ?? t('skills.search.noJapanese'),
      },
      {
        key: 'matched',
        title: t('skills.search.columns.matched'),
        render: (_, row) =>
          row.matched.length ? (
            <div className="app-skill-tags">
              {row.matched.map((m) => (
                <Tag key={m.skill_id} title={rankLabel(tr, m.rank)}>
                  {t('skills.search.matchedLine', {
                    name: m.name,
                    rank: m.rank,
                    years: formatYears(m.years, locale),
                  })}
                </Tag>
              ))}
            </div>
          ) : (
            '–'
          ),
      },
      {
        key: 'load',
        title: t('skills.search.columns.load', { month: month ?? '' }),
        align: 'right',
        render: (_, row) => {
          const tone = loadTone(row.load.effort);
          if (row.load.effort === null || tone === 'none')
            return <Typography.Text type="secondary">{t('skills.search.loadNone')}</Typography.Text>;
          return tone === 'over' ? (
            <span
              className="app-skill-load-over app-num app-skill-nowrap"
              title={t('skills.search.loadOver')}
            >
              <WarningOutlined aria-hidden="true" /> {formatLoad(row.load.effort, locale)}
              <span className="app-sr-only"> {t('skills.search.loadOver')}</span>
            </span>
          ) : (
            <span className="app-num app-skill-nowrap">{formatLoad(row.load.effort, locale)}</span>
          );
        },
      },
    ],
    [t, tr, locale, month],
  );

  if (refused) return null;

  return (
    <>
      <Card className="app-gap">
        <Typography.Paragraph type="secondary">{t('skills.search.intro')}</Typography.Paragraph>
        <Form<SearchValues>
          form={form}
          layout="vertical"
          className="app-skill-search-form"
          onFinish={(values) =>
            go({
              ...state,
              criteria: criteriaOf(values.criteria),
              jlpt: values.jlpt ?? null,
              q: (values.q ?? '').trim(),
              page: 1,
            })
          }
        >
          <Form.List name="criteria">
            {(fields, { add, remove }) => (
              <div className="app-skill-criteria">
                {fields.map((field, index) => (
                  <fieldset key={field.key} className="app-skill-criterion">
                    <legend className="app-sr-only">{t('skills.search.criterion', { n: index + 1 })}</legend>
                    <Form.Item
                      name={[field.name, 'skill_id']}
                      label={t('skills.fields.skill_id')}
                      className="app-skill-criterion-skill"
                    >
                      <Select<number>
                        allowClear
                        showSearch={{ optionFilterProp: 'label' }}
                        options={skillOptions}
                        loading={catalogue.isPending}
                        placeholder={t('skills.add.skillPlaceholder')}
                        data-testid={`skill-search-skill-${index}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'min_rank']}
                      label={t('skills.fields.min_rank')}
                      className="app-skill-criterion-rank"
                    >
                      <RankSelect data-testid={`skill-search-rank-${index}`} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      className="app-skill-criterion-remove"
                      aria-label={t('skills.search.removeCriterion', { n: index + 1 })}
                      title={t('skills.search.removeCriterion', { n: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </fieldset>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ skill_id: null, min_rank: 3 })}
                  disabled={fields.length >= SKILL_LIMITS.criteria}
                  data-testid="skill-search-add"
                >
                  {t('skills.search.addCriterion')}
                </Button>
              </div>
            )}
          </Form.List>
          <div className="app-skill-search-extra">
            <Form.Item name="jlpt" label={t('skills.fields.jlpt')}>
              <Select<number>
                allowClear
                placeholder={t('skills.search.jlptAny')}
                options={jlptOptions}
                data-testid="skill-search-jlpt"
              />
            </Form.Item>
            <Form.Item name="q" label={t('skills.fields.q')}>
              <Input allowClear placeholder={t('skills.search.qPlaceholder')} data-testid="skill-search-q" />
            </Form.Item>
          </div>
          <div className="app-skill-search-actions">
            <Button
              icon={<ReloadOutlined />}
              onClick={() => go({ ...EMPTY_SEARCH, perpage: state.perpage })}
              data-testid="skill-search-reset"
            >
              {t('skills.search.reset')}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              data-testid="skill-search-submit"
            >
              {t('skills.search.submit')}
            </Button>
          </div>
        </Form>
      </Card>

      <Card>
        {!isAsking(state) ? (
          <Alert type="info" showIcon title={t('skills.search.start')} />
        ) : (
          <>
            <LoadFailedAlert query={results} />
            <ListTable<StaffingMatch>
              rowKey={(row) => row.employee.id}
              columns={columns}
              dataSource={results.data?.data ?? []}
              loading={results.isFetching}
              empty={t('skills.search.empty')}
              phoneKeys={PHONE_COLUMNS}
              rowClassName={() => 'app-clickable-row'}
              onRow={(row) =>
                ({
                  'data-testid': `skill-result-${row.employee.id}`,
                  onClick: () => setOpened(row.employee),
                }) as never
              }
              pagination={tablePagination(
                t,
                results.data,
                { page: state.page, perPage: state.perpage },
                (next) => go({ ...state, page: next.page, perpage: next.perPage }),
              )}
              data-testid="skill-search-table"
            />
          </>
        )}
      </Card>

      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        size={DRAWER_WIDTH}
        title={opened ? t('skills.search.sheetOf', { name: opened.name }) : ''}
        data-testid="skill-sheet-drawer"
      >
        {sheet.isError ? (
          <LoadFailedAlert query={sheet} />
        ) : sheet.isPending ? (
          <div className="app-center-spin">
            <Spin />
          </div>
        ) : (
          <SheetLines lines={sheet.data.skills} />
        )}
      </Drawer>
    </>
  );
}
