/**
 * HR opens or edits a period: its name, the six dates (the self window, the PM, department-head and
 * interview deadlines, the end), the companies taking part, and the review form: the scale and the
 * sections of criteria (title, description), added, removed and moved within CHECKPOINT_LIMITS; the
 * keys are generated from position (`s1`, `s1_c2`) when saved. Checked as the server checks
 * (`ZCheckpointPeriodInput`, the dates in order); a refusal's fields land under them.
 */
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { CHECKPOINT_LIMITS, DATE_FORMAT, type FieldErrors } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CheckpointPeriod,
  checkpointLabels,
  createPeriod,
  updatePeriod,
  useInvalidateCheckpoint,
} from '../../../api/checkpoint';
import { useCommons } from '../../../api/commons';
import { showError, showSuccess } from '../../../api/feedback';
import { translateFieldError } from '../../../api/validation';
import { dateItemProps } from '../../../lib/formItems';
import {
  canAddCriterion,
  canAddSection,
  canRemove,
  emptyCriterion,
  emptySection,
  newPeriodValues,
  PERIOD_DATES,
  type PeriodValues,
  periodErrors,
  periodInputOf,
  periodValuesOf,
} from '../builder';
import { changedPaths, namePathOf } from '../sheet';

interface Props {
  open: boolean;
  /** The period edited; null opens a new one. */
  period: CheckpointPeriod | null;
  onClose: () => void;
}

/** Puts field problems (the API's paths) under their fields; true when there were any. */
function showFieldErrors(
  form: ReturnType<typeof Form.useForm<PeriodValues>>[0],
  errors: FieldErrors,
): boolean {
  const entries = Object.entries(errors).filter(([field]) => field !== '_');
  if (entries.length === 0) return false;
  const labels = checkpointLabels(entries.map(([field]) => field));
  form.setFields(
    entries.map(([field, list]) => ({
      name: namePathOf(field) as never,
      // The first problem is enough: an empty date breaks several rules at once.
      errors: list.slice(0, 1).map((e) => translateFieldError(field, e, labels)),
    })),
  );
  const first = entries[0]?.[0];
  if (first) form.scrollToField(namePathOf(first) as never, { block: 'center' });
  return true;
}

/** Up, down and remove of one item of a Form.List, each named for the item it acts on. */
function ItemTools({
  index,
  count,
  move,
  remove,
  label,
  testId,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={t('checkpoint.builder.moveUp', { item: label })}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={t('checkpoint.builder.moveDown', { item: label })}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={!canRemove(count)}
        onClick={() => remove(index)}
        aria-label={t('checkpoint.builder.remove', { item: label })}
        data-testid={`${testId}-remove`}
      />
    </Space>
  );
}

export function PeriodDrawer({ open, period, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const commons = useCommons();
  const invalidate = useInvalidateCheckpoint();
  const [form] = Form.useForm<PeriodValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(period ? periodValuesOf(period) : newPeriodValues());
  }, [open, period, form]);

  const save = useMutation({
    mutationFn: (values: PeriodValues) => {
      const body = periodInputOf(values);
      return period ? updatePeriod(period.id, body, form) : createPeriod(body, form);
    },
    onSuccess: (answer) => {
      showSuccess(
        'reviews' in answer
          ? t('checkpoint.periods.created', { name: answer.period.name, count: answer.reviews })
          : t('checkpoint.periods.updated', { name: answer.period.name }),
      );
      void invalidate();
      onClose();
    },
  });

  const onFinish = () => {
    const values = form.getFieldsValue(true) as PeriodValues;
    if (showFieldErrors(form, periodErrors(values))) {
      showError(t('errors.4220'), 'checkpoint-period-invalid');
      return;
    }
    save.mutate(values);
  };

  const companies = (commons.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(period ? 'checkpoint.periods.editTitle' : 'checkpoint.periods.newTitle')}
      size={isPhone ? '100%' : 760}
      destroyOnHidden
      data-testid="period-drawer"
      footer={
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            htmlType="submit"
            form="cp-period-form"
            loading={save.isPending}
            data-testid="period-save"
          >
            {t(period ? 'common.save' : 'checkpoint.periods.open')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      }
    >
      {period ? (
        <Alert type="info" showIcon className="app-gap" title={t('checkpoint.periods.editHint')} />
      ) : (
        <Alert type="info" showIcon className="app-gap" title={t('checkpoint.periods.newHint')} />
      )}
      <Form<PeriodValues>
        id="cp-period-form"
        name="cp_period"
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={save.isPending}
        onValuesChange={(changed) =>
          form.setFields(changedPaths(changed).map((name) => ({ name: name as never, errors: [] })))
        }
      >
        <Form.Item name="name" label={t('checkpoint.fields.name')} required>
          <Input maxLength={CHECKPOINT_LIMITS.name} data-testid="period-name" />
        </Form.Item>
        <Row gutter={12}>
          {PERIOD_DATES.map((field) => (
            <Col key={field} xs={24} sm={12} md={8}>
              <Form.Item name={field} label={t(`checkpoint.fields.${field}`)} required {...dateItemProps}>
                <DatePicker
                  format={DATE_FORMAT}
                  placeholder={DATE_FORMAT}
                  className="app-full-width"
                  data-testid={`period-${field}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="company_ids" label={t('checkpoint.fields.company_ids')} required>
          <Select
            mode="multiple"
            options={companies}
            loading={commons.isPending}
            maxCount={CHECKPOINT_LIMITS.companies}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="period-companies"
          />
        </Form.Item>

        <Typography.Title level={3} className="cp-builder-title">
          {t('checkpoint.builder.title')}
        </Typography.Title>
        <Form.Item
          name={['form', 'scale']}
          label={t('checkpoint.fields.scale')}
          extra={t('checkpoint.builder.scaleHint', {
            min: CHECKPOINT_LIMITS.scaleMin,
            max: CHECKPOINT_LIMITS.scaleMax,
          })}
          required
        >
          <InputNumber
            min={CHECKPOINT_LIMITS.scaleMin}
            max={CHECKPOINT_LIMITS.scaleMax}
            precision={0}
            data-testid="period-scale"
          />
        </Form.Item>
        <Form.List name={['form', 'sections']}>
          {(sections, sectionOps) => (
            <>
              {sections.map((section, s) => {
                const sectionLabel = t('checkpoint.builder.sectionN', { n: s + 1 });
                return (
                  <Card
                    key={section.key}
                    size="small"
                    className="cp-builder-section"
                    title={sectionLabel}
                    extra={
                      <ItemTools
                        index={s}
                        count={sections.length}
                        move={sectionOps.move}
                        remove={sectionOps.remove}
                        label={sectionLabel}
                        testId={`section-${s}`}
                      />
                    }
                    data-testid={`builder-section-${s}`}
                  >
                    <Form.Item
                      name={[section.name, 'title']}
                      label={t('checkpoint.fields.sectionTitle')}
                      required
                    >
                      <Input maxLength={CHECKPOINT_LIMITS.title} data-testid={`section-${s}-title`} />
                    </Form.Item>
                    <Form.List name={[section.name, 'criteria']}>
                      {(criteria, criterionOps) => (
                        <>
                          {criteria.map((criterion, c) => {
                            const criterionLabel = t('checkpoint.builder.criterionN', {
                              section: s + 1,
                              n: c + 1,
                            });
                            return (
                              <div key={criterion.key} className="cp-builder-criterion">
                                <div className="cp-builder-criterion-head">
                                  <Typography.Text strong>{criterionLabel}</Typography.Text>
                                  <ItemTools
                                    index={c}
                                    count={criteria.length}
                                    move={criterionOps.move}
                                    remove={criterionOps.remove}
                                    label={criterionLabel}
                                    testId={`criterion-${s}-${c}`}
                                  />
                                </div>
                                <Form.Item
                                  name={[criterion.name, 'title']}
                                  label={t('checkpoint.fields.criterionTitle')}
                                  required
                                >
                                  <Input
                                    maxLength={CHECKPOINT_LIMITS.title}
                                    data-testid={`criterion-${s}-${c}-title`}
                                  />
                                </Form.Item>
                                <Form.Item
                                  name={[criterion.name, 'description']}
                                  label={t('checkpoint.fields.description')}
                                >
                                  <Input.TextArea
                                    autoSize={{ minRows: 1, maxRows: 5 }}
                                    maxLength={CHECKPOINT_LIMITS.description}
                                  />
                                </Form.Item>
                              </div>
                            );
                          })}
                          <Button
                            icon={<PlusOutlined />}
                            onClick={() => criterionOps.add(emptyCriterion())}
                            disabled={!canAddCriterion(criteria.length)}
                            data-testid={`section-${s}-add-criterion`}
                          >
                            {t('checkpoint.builder.addCriterion', { max: CHECKPOINT_LIMITS.criteria })}
                          </Button>
                        </>
                      )}
                    </Form.List>
                  </Card>
                );
              })}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => sectionOps.add(emptySection())}
                disabled={!canAddSection(sections.length)}
                data-testid="add-section"
              >
                {t('checkpoint.builder.addSection', { max: CHECKPOINT_LIMITS.sections })}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
