/**
 * /employees/:id (people managers): the whole record read-only, the photo and its upload, Edit,
 * Resign (date and reason, confirmed), Delete (only for a record nothing refers to, confirmed;
 * otherwise a hint says to record the resignation), the requests waiting on this person, and the
 * change history.
 */
import { DeleteOutlined, EditOutlined, LogoutOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import {
  deleteEmployee,
  type EmployeeDetail,
  useEmployee,
  useInvalidateEmployees,
} from '../../api/employees';
import { showSuccess } from '../../api/feedback';
import { queryClient } from '../../api/queryClient';
import { queryKeys } from '../../api/queryKeys';
import { PageHeading } from '../../app/components/PageHeading';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { formatWorkDate } from '../timesheets/format';
import { AvatarWithUpload } from './components/EmployeeAvatar';
import { EmployeeDescriptions, StateTag } from './components/EmployeeDescriptions';
import { HistoryCard, PendingCard } from './components/HistoryCard';
import { ResignDialog } from './components/ResignDialog';
import { EMPLOYEES_PATH, employeeEditPath } from './paths';
import './employees.css';

function Detail({ detail }: { detail: EmployeeDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const account = useAccount();
  const invalidate = useInvalidateEmployees();
  const [isResigning, setResigning] = useState(false);
  const { employee, waiting_on: waiting, pending_own: own, can_delete: canDelete } = detail;
  // Nobody resigns or deletes their own record (the server refuses it: 4030).
  const isSelf = employee.id === account.data?.employee_id;

  const remove = useMutation({
    mutationFn: () => deleteEmployee(employee.id),
    onSuccess: () => {
      showSuccess(t('employees.delete.done', { name: employee.name }));
      void invalidate();
      navigate(EMPLOYEES_PATH, { replace: true });
    },
  });

  const confirmDelete = () =>
    modal.confirm({
      title: t('employees.delete.confirmTitle'),
      content: t('employees.delete.confirm', { name: employee.name, code: employee.employee_code }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'employee-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync().catch(() => undefined),
    });

  const onPhoto = () => {
    void invalidate();
    if (isSelf) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    }
  };

  return (
    <>
      <PageHeading
        extra={
          <Space wrap className="app-employee-actions">
            <Link to={employeeEditPath(employee.id)}>
              <Button type="primary" icon={<EditOutlined />} data-testid="employee-edit">
                {t('common.edit')}
              </Button>
            </Link>
            {!isSelf && (
              <Button
                icon={<LogoutOutlined />}
                onClick={() => setResigning(true)}
                data-testid="employee-resign"
              >
                {t(employee.resignation_date ? 'employees.resign.change' : 'employees.resign.action')}
              </Button>
            )}
            {canDelete && !isSelf && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="employee-delete">
                {t('common.delete')}
              </Button>
            )}
          </Space>
        }
      />
      {!canDelete && (
        <Typography.Paragraph
          type="secondary"
          data-testid="employee-delete-hint"
          className="app-employee-hint"
        >
          {t('employees.delete.useResignation')}
        </Typography.Paragraph>
      )}
      {employee.resignation_date && (
        <Alert
          type={employee.state === 'resigned' ? 'info' : 'warning'}
          showIcon
          className="app-gap"
          data-testid="employee-resigned"
          title={t(employee.state === 'resigned' ? 'employees.detail.resigned' : 'employees.detail.leaving', {
            date: formatWorkDate(employee.resignation_date),
          })}
          description={employee.resignation_reason}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Card className="app-employee-card" data-testid="employee-card">
            <AvatarWithUpload
              src={employee.avatar}
              path={`/employees/${employee.id}/avatar`}
              onUploaded={onPhoto}
              testId="employee-avatar"
            />
            <Typography.Title level={2} className="app-employee-name">
              {employee.name}
            </Typography.Title>
            <Space wrap size={[8, 4]}>
              <span className="app-num">{employee.employee_code}</span>
              <StateTag state={employee.state} testId="employee-state" />
            </Space>
            <div className="app-employee-mail">
              <MailOutlined aria-hidden /> <Typography.Text copyable>{employee.email}</Typography.Text>
            </div>
            <Typography.Text type="secondary">
              {t(employee.has_account ? 'employees.detail.hasAccount' : 'employees.detail.noAccount')}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <div className="app-employee-stack">
            <PendingCard mode="waiting" rows={waiting} isLeaving={employee.resignation_date !== null} />
            <PendingCard mode="own" rows={own} isLeaving={employee.resignation_date !== null} />
            <EmployeeDescriptions employee={employee} />
            <HistoryCard id={employee.id} />
          </div>
        </Col>
      </Row>
      {!isSelf && <ResignDialog employee={employee} open={isResigning} onClose={() => setResigning(false)} />}
    </>
  );
}

export function DetailPage() {
  const id = useRouteId(useParams().id);
  const detail = useEmployee(id);
  if (detail.data) return <Detail detail={detail.data} />;
  return (
    <>
      <PageHeading />
      <Loaded query={detail} size="large">
        {() => null}
      </Loaded>
    </>
  );
}
