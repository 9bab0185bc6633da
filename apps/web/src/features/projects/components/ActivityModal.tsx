/**
 * "Record activity": a kick-off or bonus activity in a modal — type, date, time, total budget (yen),
 * title, note, the members rewarded with their bonus (the running sum against the budget shown as
 * it is typed), up to five png / jpeg images of 25 MB and one xlsx or pdf of 5 MB. Sent as one
 * multipart body (a `payload` JSON part, `images`, `file`) with its upload progress; a refusal names
 * its fields (`employees.0.employee_id`, `total_budget`, `images`, `file`) and lands under them.
 */
import { DeleteOutlined, PlusOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { PROJECT_LIMITS } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Row,
  Select,
  Space,
  TimePicker,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import {
  createActivity,
  projectLabelKey,
  useActivityMembers,
  useInvalidateProjects,
} from '../../../api/projects';
import { TIME_FORMAT, timeItemProps } from '../../../lib/formItems';
import {
  type ActivityFormValues,
  activityFormErrors,
  bonusSum,
  newActivityValues,
  toActivityInput,
} from '../activity';
import { acceptOf, fileProblem } from '../files';
import { formatYen } from '../format';
import { applyApiErrors, pathRule } from '../formErrors';
import { activityTypeOptions, personOptions } from '../labels';
import { FileControl, fileRule } from './FileControl';
import { problemText } from './FileUploader';
import { ProjectDatePicker, projectDateItemProps } from './parts';

type Values = ActivityFormValues & { images?: UploadFile[]; file?: File | null };

const yenFormatter = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const yenParser = (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, '') || 0);

export function ActivityModal({
  projectId,
  open,
  today,
  onClose,
}: {
  projectId: number;
  open: boolean;
  today: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const members = useActivityMembers(projectId, open);
  const invalidate = useInvalidateProjects();
  const [percent, setPercent] = useState<number | null>(null);
  const memberIds = useMemo(() => new Set((members.data?.members ?? []).map((m) => m.id)), [members.data]);
  const employees = Form.useWatch('employees', form);
  const budget = Form.useWatch('total_budget', form);
  const images = Form.useWatch('images', form);
  const sum = bonusSum({ employees, total_budget: budget });
  const label = (field: string) => t(projectLabelKey(field));
  const rule = (field: string) => pathRule<Values>(field, (v) => activityFormErrors(v, memberIds));
  const locale = i18n.language;

  const close = () => {
    form.resetFields();
    setPercent(null);
    onClose();
  };

  const save = useMutation({
    mutationFn: (values: Values) => {
      setPercent(0);
      return createActivity(
        projectId,
        toActivityInput(values),
        {
          images: (values.images ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : [])),
          file: values.file ?? null,
        },
        { onProgress: setPercent, form },
      );
    },
    onSuccess: ({ activity }) => {
      showSuccess(t('projects.activities.saved', { title: activity.title }));
      void invalidate();
      close();
    },
    onError: (error) => {
      setPercent(null);
      applyApiErrors(form, error);
    },
  });

  const addAll = () => {
    const chosen = new Set(
      (form.getFieldValue('employees') ?? []).map((e: { employee_id?: number }) => e?.employee_id),
    );
    const rows = (members.data?.members ?? [])
      .filter((m) => !chosen.has(m.id))
      .map((m) => ({ employee_id: m.id, bonus: 0 }));
    form.setFieldValue('employees', [...(form.getFieldValue('employees') ?? []), ...rows]);
  };

  return (
    <Modal
      open={open}
      title={t('projects.activities.record')}
      width={820}
      onCancel={() => !save.isPending && close()}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, ...({ 'data-testid': 'activity-save' } as object) }}
      cancelButtonProps={{ disabled: save.isPending }}
      data-testid="activity-modal"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...newActivityValues(today), images: [], file: null }}
        disabled={save.isPending}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="type" label={label('type')} required rules={[rule('type')]}>
              <Select options={activityTypeOptions(t)} data-testid="activity-type" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="date"
              label={label('date')}
              required
              rules={[rule('date')]}
              {...projectDateItemProps}
            >
              <ProjectDatePicker allowClear={false} data-testid="activity-date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="time" label={label('time')} rules={[rule('time')]} {...timeItemProps}>
              <TimePicker
                format={TIME_FORMAT}
                minuteStep={5}
                needConfirm={false}
                className="app-full-width"
                data-testid="activity-time"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="title" label={label('title')} required rules={[rule('title')]}>
              <Input maxLength={PROJECT_LIMITS.name} data-testid="activity-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="total_budget"
              label={label('total_budget')}
              required
              rules={[rule('total_budget')]}
            >
              <InputNumber<number>
                min={0}
                max={PROJECT_LIMITS.yenMax}
                precision={0}
                step={10_000}
                prefix="¥"
                formatter={yenFormatter}
                parser={yenParser}
                className="app-full-width"
                data-testid="activity-budget"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={label('note')} rules={[rule('note')]}>
          <Input.TextArea rows={2} maxLength={PROJECT_LIMITS.note} showCount data-testid="activity-note" />
        </Form.Item>

        <fieldset className="app-project-fieldset">
          <legend>{t('projects.activities.employees')}</legend>
          <Form.List name="employees">
            {(fields, { add, remove }) => (
              <>
                {fields.map((item) => (
                  <Row
                    key={item.key}
                    gutter={8}
                    className="app-project-list-row"
                    data-testid={`activity-employee-${item.name}`}
                  >
                    <Col xs={24} sm={13}>
                      <Form.Item
                        name={[item.name, 'employee_id']}
                        label={label('employees.0.employee_id')}
                        required
                        rules={[rule(`employees.${item.name}.employee_id`)]}
                      >
                        <Select
                          options={personOptions(members.data?.members)}
                          loading={members.isPending}
                          placeholder={t('projects.form.choose')}
                          showSearch={{ optionFilterProp: 'label' }}
                          virtual={false}
                          data-testid={`activity-employee-${item.name}-id`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={18} sm={9}>
                      <Form.Item
                        name={[item.name, 'bonus']}
                        label={label('employees.0.bonus')}
                        rules={[rule(`employees.${item.name}.bonus`)]}
                      >
                        <InputNumber<number>
                          min={0}
                          max={PROJECT_LIMITS.yenMax}
                          precision={0}
                          step={10_000}
                          prefix="¥"
                          formatter={yenFormatter}
                          parser={yenParser}
                          className="app-full-width"
                          data-testid={`activity-employee-${item.name}-bonus`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={6} sm={2} className="app-project-row-remove">
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(item.name)}
                        aria-label={t('projects.activities.removeEmployee', { n: item.name + 1 })}
                      />
                    </Col>
                  </Row>
                ))}
                <div className="app-project-list-footer">
                  <Space wrap>
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ employee_id: null, bonus: 0 })}
                      disabled={fields.length >= PROJECT_LIMITS.activityEmployees}
                      data-testid="activity-employee-add"
                    >
                      {t('projects.activities.addEmployee')}
                    </Button>
                    <Button
                      icon={<UsergroupAddOutlined />}
                      onClick={addAll}
                      disabled={!members.data?.members.length}
                      data-testid="activity-employee-all"
                    >
                      {t('projects.activities.addAll')}
                    </Button>
                  </Space>
                  <span
                    className={sum.isOver ? 'app-text-danger app-num' : 'app-num'}
                    aria-live="polite"
                    data-testid="activity-bonus-sum"
                  >
                    {t(sum.isOver ? 'projects.activities.sumOver' : 'projects.activities.sum', {
                      sum: formatYen(sum.sum, locale),
                      budget: formatYen(budget ?? 0, locale),
                      left: formatYen(Math.abs(sum.left), locale),
                    })}
                  </span>
                </div>
              </>
            )}
          </Form.List>
        </fieldset>

        <Form.Item
          name="images"
          label={t('projects.activities.images', { max: PROJECT_LIMITS.activityImages })}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
          extra={t('projects.activities.imagesHint')}
        >
          <Upload
            listType="picture-card"
            accept={acceptOf('activityImage')}
            multiple
            maxCount={PROJECT_LIMITS.activityImages}
            beforeUpload={(file) => {
              const problem = problemText(t, 'activityImage', fileProblem('activityImage', file));
              if (problem) {
                showError(`${file.name}: ${problem}`);
                return Upload.LIST_IGNORE;
              }
              // Kept in the form; sent with the rest on save.
              return false;
            }}
            data-testid="activity-images"
          >
            {(images?.length ?? 0) < PROJECT_LIMITS.activityImages && (
              <span className="app-upload-tile">
                <PlusOutlined aria-hidden />
                <span>{t('projects.activities.addImage')}</span>
              </span>
            )}
          </Upload>
        </Form.Item>

        <Form.Item
          name="file"
          rules={[fileRule('activityFile', t)]}
          extra={t('projects.activities.fileHint')}
        >
          <FileControl rule="activityFile" label={t('projects.fields.file')} testId="activity-file" />
        </Form.Item>

        {percent !== null && (
          <Progress
            percent={percent}
            status={save.isError ? 'exception' : 'active'}
            aria-label={t('projects.files.uploading')}
            data-testid="activity-progress"
          />
        )}
        <Typography.Text type="secondary">{t('projects.activities.membersHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
