import type { Account } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Descriptions, type DescriptionsProps, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/account';
import { api } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import { LoadFailure } from '../../app/components/ErrorBoundary';
import { PageHeading } from '../../app/components/PageHeading';
import { initialsOf } from '../account/UserMenu';

interface CommonItem {
  id: number;
  code?: string;
  name: string;
}

interface Commons {
  departments?: CommonItem[];
  jobTitle?: CommonItem[];
  companies?: CommonItem[];
}

function useCommons() {
  return useQuery({
    queryKey: queryKeys.commons,
    queryFn: ({ signal }) => api.get<Commons>('/commons', { signal, quiet: true }),
    staleTime: 30 * 60_000,
  });
}

function ProfileDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const commons = useCommons();
  const empty = <Typography.Text type="secondary">{t('profile.empty')}</Typography.Text>;
  const show = (value: string | null | undefined) => (value ? value : empty);

  const jobTitle =
    commons.data?.jobTitle?.find((j) => j.code === account.job_title_code)?.name ?? account.job_title_code;
  const department =
    commons.data?.departments?.find((d) => d.code === account.department_code)?.name ??
    account.department_code;
  const company =
    commons.data?.companies?.find((c) => c.id === account.company_id)?.name ??
    t(`company.${account.company_id}`);

  const roles = [
    account.is_admin ? (
      <Tag key="admin" color="red">
        {t('profile.admin')}
      </Tag>
    ) : null,
    account.approver_levels.length > 0 ? (
      <Tag key="approver" color="blue">
        {t('profile.approver', { levels: account.approver_levels.join(', ') })}
      </Tag>
    ) : null,
  ].filter(Boolean);

  const items: DescriptionsProps['items'] = [
    { key: 'code', label: t('profile.employeeCode'), children: show(account.employee_code) },
    { key: 'name', label: t('profile.name'), children: show(account.name) },
    { key: 'email', label: t('profile.email'), children: show(account.email) },
    { key: 'company', label: t('profile.company'), children: show(company) },
    { key: 'department', label: t('profile.department'), children: show(department) },
    { key: 'jobTitle', label: t('profile.jobTitle'), children: show(jobTitle) },
    { key: 'position', label: t('profile.position'), children: show(account.position_name) },
    { key: 'division', label: t('profile.division'), children: show(account.division_name) },
    { key: 'foot', label: t('profile.foot'), children: show(account.foot_name) },
    { key: 'timeZone', label: t('profile.timeZone'), children: show(account.company_time_zone) },
    {
      key: 'roles',
      label: t('profile.roles'),
      children: roles.length ? roles : <Tag>{t('profile.employee')}</Tag>,
    },
  ];

  return (
    <Card>
      <Space align="center" size="large" style={{ marginBottom: 24 }}>
        <Avatar size={72} src={account.avatar ?? undefined} alt="">
          {account.avatar ? null : initialsOf(account.name)}
        </Avatar>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {account.name}
          </Typography.Title>
          <Typography.Text type="secondary">{account.email}</Typography.Text>
        </div>
      </Space>
      <Descriptions
        data-testid="profile-details"
        title={t('profile.title')}
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items}
      />
    </Card>
  );
}

export default function ProfilePage() {
  const account = useAccount();
  return (
    <>
      <PageHeading />
      {account.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : account.isError ? (
        <LoadFailure error={account.error} />
      ) : (
        <ProfileDetails account={account.data} />
      )}
    </>
  );
}
