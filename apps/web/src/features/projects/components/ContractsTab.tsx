/**
 * The project's contract history: a table of its contracts by start date (number, signed, period,
 * value in man-months and yen, status, note, file), a contract created or edited in a modal (sent
 * as a `payload` JSON part and an optional pdf / xlsx file; 4337 when the number is taken lands
 * under it), and deleted after a confirmation.
 */
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PROJECT_LIMITS } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Row,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  type Contract,
  createContract,
  deleteContract,
  downloadProjectFile,
  projectLabelKey,
  updateContract,
  useContracts,
  useInvalidateProjects,
} from '../../../api/projects';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import {
  type ContractFormValues,
  contractErrors,
  contractValues,
  newContractValues,
  toContractInput,
  toContractUpdate,
} from '../contracts';
import { formatManMonths, formatPeriod, formatProjectDate, formatYen, NONE } from '../format';
import { applyApiErrors, pathRule } from '../formErrors';
import { contractStatusColor, contractStatusOptions, contractStatusText } from '../labels';
import { FileControl, fileRule } from './FileControl';
import { ProjectDatePicker, projectDateItemProps } from './parts';

const PHONE_COLUMNS: ReadonlySet<string> = new Set(['contract_number', 'status', 'actions']);

type Values = ContractFormValues & { file?: File | null };

const rule = (field: string) => pathRule<Values>(field, contractErrors);

function ContractModal({
  projectId,
  contract,
  open,
  onClose,
}: {
  projectId: number;
  /** The contract edited; null for a new one. */
  contract: Contract | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateProjects();
  const [percent, setPercent] = useState<number | null>(null);
  const label = (field: string) => t(projectLabelKey(field));
  const removeFile = Form.useWatch('remove_file', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...(contract ? contractValues(contract) : newContractValues()), file: null });
    setPercent(null);
  }, [open, contract, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const file = values.file ?? null;
      if (file) setPercent(0);
      const options = { onProgress: file ? setPercent : undefined, form };
      return contract
        ? updateContract(toContractUpdate(contract.id, values), file, options)
        : createContract(toContractInput(projectId, values), file, options);
    },
    onSuccess: ({ contract: saved }) => {
      showSuccess(
        t(contract ? 'projects.contracts.updated' : 'projects.contracts.created', {
          number: saved.contract_number,
        }),
      );
      void invalidate();
      onClose();
    },
    onError: (error) => {
      setPercent(null);
      applyApiErrors(form, error);
    },
  });

  return (
    <Modal
      open={open}
      title={t(contract ? 'projects.contracts.edit' : 'projects.contracts.new')}
      width={720}
      onCancel={() => !save.isPending && onClose()}
      mask={{ closable: false }}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, ...({ 'data-testid': 'contract-save' } as object) }}
      cancelButtonProps={{ disabled: save.isPending }}
      data-testid="contract-modal"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="contract_number"
              label={label('contract_number')}
              required
              rules={[rule('contract_number')]}
            >
              <Input maxLength={60} data-testid="contract-number" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={label('status')} required rules={[rule('status')]}>
              <Select options={contractStatusOptions(t)} data-testid="contract-status" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="signed_date"
              label={label('signed_date')}
              rules={[rule('signed_date')]}
              {...projectDateItemProps}
            >
              <ProjectDatePicker data-testid="contract-signed" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="start_date"
              label={label('start_date')}
              required
              rules={[rule('start_date')]}
              dependencies={['end_date']}
              {...projectDateItemProps}
            >
              <ProjectDatePicker data-testid="contract-start" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="end_date"
              label={label('end_date')}
              required
              rules={[rule('end_date')]}
              dependencies={['start_date']}
              {...projectDateItemProps}
            >
              <ProjectDatePicker data-testid="contract-end" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="value_man_month"
              label={label('value_man_month')}
              rules={[rule('value_man_month')]}
            >
              <InputNumber
                min={0}
                max={PROJECT_LIMITS.contractValueMax}
                precision={2}
                step={0.5}
                className="app-full-width"
                data-testid="contract-mm"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="value_yen" label={label('value_yen')} rules={[rule('value_yen')]}>
              <InputNumber<number>
                min={0}
                max={PROJECT_LIMITS.yenMax}
                precision={0}
                prefix="¥"
                formatter={(v) => (v === undefined ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ','))}
                parser={(text) => Number((text ?? '').replace(/[^\d]/g, '') || 0)}
                className="app-full-width"
                data-testid="contract-yen"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={label('note')} rules={[rule('note')]}>
          <Input.TextArea rows={2} maxLength={PROJECT_LIMITS.note} showCount data-testid="contract-note" />
        </Form.Item>
        {contract?.file && (
          <Space wrap className="app-gap">
            <Typography.Text>
              {t('projects.contracts.currentFile', { name: contract.file.name })}
            </Typography.Text>
            <Form.Item name="remove_file" valuePropName="checked" noStyle>
              <Checkbox data-testid="contract-remove-file">{t('projects.contracts.removeFile')}</Checkbox>
            </Form.Item>
          </Space>
        )}
        {!removeFile && (
          <Form.Item
            name="file"
            rules={[fileRule('contractFile', t)]}
            extra={t(contract?.file ? 'projects.contracts.replaceHint' : 'projects.contracts.fileHint')}
          >
            <FileControl rule="contractFile" label={t('projects.fields.file')} testId="contract-file" />
          </Form.Item>
        )}
        {percent !== null && (
          <Progress percent={percent} status="active" aria-label={t('projects.files.uploading')} />
        )}
      </Form>
    </Modal>
  );
}

export function ContractsTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const query = useContracts(projectId);
  const invalidate = useInvalidateProjects();
  const [editing, setEditing] = useState<Contract | null>(null);
  const [isOpen, setOpen] = useState(false);
  const locale = i18n.language;

  const remove = useMutation({
    mutationFn: (contract: Contract) => deleteContract(contract.id),
    onSuccess: (_, contract) => {
      showSuccess(t('projects.contracts.deleted', { number: contract.contract_number }));
      void invalidate();
    },
  });

  const confirmDelete = (contract: Contract) =>
    modal.confirm({
      title: t('projects.contracts.deleteTitle'),
      content: t('projects.contracts.deleteConfirm', { number: contract.contract_number }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'contract-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(contract).catch(() => undefined),
    });

  const columns: TableColumnsType<Contract> = [
    {
      key: 'contract_number',
      title: t('projects.fields.contract_number'),
      render: (_, c) => <strong className="app-num">{c.contract_number}</strong>,
    },
    {
      key: 'signed_date',
      title: t('projects.fields.signed_date'),
      render: (_, c) => <span className="app-num">{formatProjectDate(c.signed_date)}</span>,
    },
    {
      key: 'period',
      title: t('projects.list.columns.period'),
      render: (_, c) => <span className="app-num app-nowrap">{formatPeriod(c.start_date, c.end_date)}</span>,
    },
    {
      key: 'value_man_month',
      title: t('projects.fields.value_man_month'),
      align: 'right',
      render: (_, c) => <span className="app-num">{formatManMonths(c.value_man_month, locale)}</span>,
    },
    {
      key: 'value_yen',
      title: t('projects.fields.value_yen'),
      align: 'right',
      render: (_, c) => <span className="app-num">{formatYen(c.value_yen, locale)}</span>,
    },
    {
      key: 'status',
      title: t('projects.fields.status'),
      render: (_, c) => (
        <Tag color={contractStatusColor(c.status)} className="app-status-tag">
          {contractStatusText(t, c.status)}
        </Tag>
      ),
    },
    { key: 'note', title: t('projects.fields.note'), render: (_, c) => c.note ?? NONE },
    {
      key: 'file',
      title: t('projects.fields.file'),
      render: (_, c) =>
        c.file ? (
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => c.file && void downloadProjectFile(c.file).catch(() => undefined)}
            data-testid={`contract-${c.id}-file`}
          >
            {c.file.name}
          </Button>
        ) : (
          NONE
        ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: <span className="app-sr-only">{t('common.actions')}</span>,
            fixed: 'right' as const,
            render: (_: unknown, c: Contract) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('projects.contracts.editNumber', { number: c.contract_number })}
                  onClick={() => {
                    setEditing(c);
                    setOpen(true);
                  }}
                  data-testid={`contract-${c.id}-edit`}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('projects.contracts.deleteNumber', { number: c.contract_number })}
                  onClick={() => confirmDelete(c)}
                  data-testid={`contract-${c.id}-delete`}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title={t('projects.contracts.title')}
      extra={
        canManage && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
            data-testid="contract-new"
          >
            {t('projects.contracts.new')}
          </Button>
        )
      }
    >
      <LoadFailedAlert query={query} />
      <ListTable<Contract>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.contracts ?? []}
        loading={query.isFetching}
        empty={t('projects.contracts.none')}
        phoneKeys={PHONE_COLUMNS}
        rowTestId={(c) => `contract-row-${c.id}`}
        pagination={false}
        data-testid="contract-table"
      />
      <ContractModal projectId={projectId} contract={editing} open={isOpen} onClose={() => setOpen(false)} />
    </Card>
  );
}
