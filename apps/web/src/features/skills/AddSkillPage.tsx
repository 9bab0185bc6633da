/**
 * /add-skill: a skill from the catalogue (type, then skill) with its rank and years added to one's
 * sheet (POST /skill/save_updated_skills, that line only); what the sheet holds is listed beside.
 * The rank follows the years (SPEC 9) until the person picks one. Administrators also add skills to
 * the catalogue (4338 under the name when its type has it already).
 */
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  rankForYears,
  SKILL_LIMITS,
  SKILL_TYPES,
  type SkillType,
  toFieldErrors,
  ZSkillLineInput,
} from '@staffhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { showError, showSuccess } from '../../api/feedback';
import { ApiError, messageForCode } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import {
  addCatalogueSkill,
  type SkillSheet,
  saveSkillChanges,
  useMySkillSheet,
  useSkillCatalogue,
} from '../../api/skills';
import { PageHeading } from '../../app/components/PageHeading';
import { RankSelect } from './components/RankSelect';
import { SKILL_SHEET_PATH } from './paths';
import { formatYears, groupByType, skillFieldText } from './sheet';
import { useTranslator } from './useTranslator';
import './skills.css';

interface AddValues {
  type?: SkillType;
  skill_id?: number;
  rank?: number;
  years?: number | null;
}
interface CatalogueValues {
  type?: SkillType;
  name?: string;
}

const LINE_FIELDS = ['skill_id', 'rank', 'years'] as const;

export function AddPage() {
  const { t, i18n } = useTranslation();
  const tr = useTranslator();
  const client = useQueryClient();
  const account = useAccount();
  const catalogue = useSkillCatalogue();
  const sheet = useMySkillSheet();
  const [form] = Form.useForm<AddValues>();
  const [catalogueForm] = Form.useForm<CatalogueValues>();
  const [isSaving, setSaving] = useState(false);
  const [isAddingToCatalogue, setAddingToCatalogue] = useState(false);
  const type = Form.useWatch('type', form);

  const typeOptions = SKILL_TYPES.map((value) => ({ value, label: t(`skills.types.${value}`) }));
  const onSheet = useMemo(() => new Set((sheet.data?.skills ?? []).map((l) => l.skill_id)), [sheet.data]);
  const skillOptions = (catalogue.data?.types.find((g) => g.type === type)?.skills ?? []).map((s) => ({
    value: s.id,
    label: onSheet.has(s.id) ? t('skills.add.onSheet', { name: s.name }) : s.name,
    disabled: onSheet.has(s.id),
  }));

  /** The line's own schema, field by field, so the browser says what the server would. */
  const lineRule = (field: (typeof LINE_FIELDS)[number]) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as AddValues;
      if (values[field] === undefined || values[field] === null)
        throw new Error(t('validation.required', { field: t(`skills.fields.${field}`) }));
      const line = { skill_id: values.skill_id, rank: values.rank, years: values.years ?? undefined };
      const parsed = ZSkillLineInput.safeParse(line);
      if (parsed.success) return;
      const first = toFieldErrors(parsed.error.issues, line)[field]?.[0];
      if (first) throw new Error(skillFieldText(tr, field, first));
    },
  });

  const add = async (values: AddValues) => {
    const parsed = ZSkillLineInput.safeParse({
      skill_id: values.skill_id,
      rank: values.rank,
      years: values.years,
    });
    // The fields' rules ran the same schema: a failure here cannot reach the server.
    if (!parsed.success) return;
    const line = parsed.data;
    setSaving(true);
    try {
      const saved = await saveSkillChanges({ skills: [line], removed_skill_ids: [] });
      client.setQueryData<SkillSheet>(queryKeys.skillSheet, saved);
      void client.invalidateQueries({ queryKey: queryKeys.skills, refetchType: 'none' });
      const name = saved.skills.find((l) => l.skill_id === line.skill_id)?.name ?? '';
      showSuccess(t('skills.add.added', { name }));
      form.resetFields(['skill_id', 'rank', 'years']);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        const entries = Object.entries(error.fieldErrors).map(([path, list]) => {
          const field = path.replace(/^skills\.\d+\./, '');
          return {
            name: (LINE_FIELDS as readonly string[]).includes(field) ? field : 'skill_id',
            errors: list.map((e) => skillFieldText(tr, field, e)),
          };
        });
        form.setFields(entries as never);
        showError(messageForCode(error.code));
      } else if (error instanceof ApiError && ![401, 403, 404].includes(error.status)) {
        showError(messageForCode(error.code));
      }
    } finally {
      setSaving(false);
    }
  };

  const addToCatalogue = async (values: CatalogueValues) => {
    setAddingToCatalogue(true);
    try {
      const { skill } = await addCatalogueSkill(
        { type: values.type as SkillType, name: (values.name ?? '').trim() },
        catalogueForm,
      );
      await client.invalidateQueries({ queryKey: queryKeys.skillCatalogue });
      showSuccess(t('skills.add.catalogueAdded', { name: skill.name }));
      catalogueForm.resetFields(['name']);
    } catch {
      // The client put the problem under its field and told it in a toast.
    } finally {
      setAddingToCatalogue(false);
    }
  };

  const lines = sheet.data?.skills ?? [];

  return (
    <>
      <PageHeading
        extra={
          <Link to={SKILL_SHEET_PATH}>
            <Button icon={<ArrowLeftOutlined />}>{t('skills.add.backToSheet')}</Button>
          </Link>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('skills.add.mine')}>
            <Typography.Paragraph type="secondary">{t('skills.add.mineHint')}</Typography.Paragraph>
            <Form<AddValues>
              form={form}
              name="add-skill"
              layout="vertical"
              className="app-skill-add-form"
              disabled={isSaving}
              onFinish={(values) => void add(values)}
              onValuesChange={(changed: AddValues) => {
                if ('type' in changed) form.resetFields(['skill_id']);
                // Until the person picks a rank, it follows the years (SPEC 9).
                if ('years' in changed && !form.isFieldTouched('rank') && typeof changed.years === 'number') {
                  const rank = rankForYears(changed.years);
                  if (rank !== null) form.setFieldValue('rank', rank);
                }
              }}
            >
              <Form.Item
                name="type"
                label={t('skills.fields.type')}
                rules={[
                  { required: true, message: t('validation.required', { field: t('skills.fields.type') }) },
                ]}
              >
                <Select<SkillType>
                  options={typeOptions}
                  placeholder={t('skills.add.typePlaceholder')}
                  data-testid="add-skill-type"
                />
              </Form.Item>
              <Form.Item
                name="skill_id"
                label={t('skills.fields.skill_id')}
                required
                rules={[lineRule('skill_id')]}
              >
                <Select<number>
                  options={skillOptions}
                  disabled={!type || isSaving}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={catalogue.isPending}
                  placeholder={t('skills.add.skillPlaceholder')}
                  data-testid="add-skill-skill"
                />
              </Form.Item>
              <div className="app-skill-add-pair">
                <Form.Item name="rank" label={t('skills.fields.rank')} required rules={[lineRule('rank')]}>
                  <RankSelect placeholder={t('skills.add.rankPlaceholder')} data-testid="add-skill-rank" />
                </Form.Item>
                <Form.Item name="years" label={t('skills.fields.years')} required rules={[lineRule('years')]}>
                  <InputNumber<number>
                    step={1}
                    inputMode="decimal"
                    className="app-full-width"
                    suffix={t('skills.sheet.yearsUnit')}
                    data-testid="add-skill-years"
                  />
                </Form.Item>
              </div>
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlusOutlined />}
                loading={isSaving}
                data-testid="add-skill-submit"
              >
                {t('skills.add.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('skills.add.current')} data-testid="add-skill-current">
            {sheet.isPending ? (
              <Skeleton active />
            ) : lines.length === 0 ? (
              <Empty description={t('skills.add.currentEmpty')} />
            ) : (
              groupByType(lines).map((group) => (
                <div key={group.type} className="app-skill-current-group">
                  <Typography.Text strong>{t(`skills.types.${group.type}`)}</Typography.Text>
                  <div className="app-skill-tags">
                    {group.lines.map((l) => (
                      <Tag key={l.skill_id}>
                        {t('skills.search.matchedLine', {
                          name: l.name,
                          rank: l.rank,
                          years: formatYears(l.years, i18n.language),
                        })}
                      </Tag>
                    ))}
                  </div>
                </div>
              ))
            )}
          </Card>
        </Col>
        {account.data?.is_admin && (
          <Col xs={24}>
            <Card title={t('skills.add.catalogue')} data-testid="add-skill-catalogue">
              <Typography.Paragraph type="secondary">{t('skills.add.catalogueHint')}</Typography.Paragraph>
              <Form<CatalogueValues>
                form={catalogueForm}
                name="catalogue-skill"
                layout="vertical"
                className="app-skill-catalogue-form"
                disabled={isAddingToCatalogue}
                onFinish={(values) => void addToCatalogue(values)}
              >
                <Form.Item
                  name="type"
                  label={t('skills.fields.type')}
                  rules={[
                    { required: true, message: t('validation.required', { field: t('skills.fields.type') }) },
                  ]}
                >
                  <Select<SkillType>
                    options={typeOptions}
                    placeholder={t('skills.add.typePlaceholder')}
                    data-testid="catalogue-skill-type"
                  />
                </Form.Item>
                <Form.Item
                  name="name"
                  label={t('skills.fields.name')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('validation.required', { field: t('skills.fields.name') }),
                    },
                    {
                      max: SKILL_LIMITS.name,
                      message: t('validation.max', {
                        field: t('skills.fields.name'),
                        max: SKILL_LIMITS.name,
                      }),
                    },
                  ]}
                >
                  <Input maxLength={SKILL_LIMITS.name} showCount data-testid="catalogue-skill-name" />
                </Form.Item>
                <Button
                  htmlType="submit"
                  icon={<PlusOutlined />}
                  loading={isAddingToCatalogue}
                  data-testid="catalogue-skill-submit"
                >
                  {t('skills.add.catalogueSubmit')}
                </Button>
              </Form>
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
