/**
 * /information-profile (everyone): my whole record (GET /information-profile), read-only but for my
 * contact details (address, current residence, phones, social link: PUT /information-profile) and
 * my photo (POST /information-profile/avatar). A new photo refreshes the account, so the header
 * shows it at once.
 */
import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import type { Account } from '@staffhub/domain';
import { ZProfileContact } from '@staffhub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Form, Grid, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/account';
import { EMPLOYEE_LABELS, type Employee, updateProfile, useProfile } from '../../api/employees';
import { showSuccess } from '../../api/feedback';
import { queryKeys } from '../../api/queryKeys';
import { fieldLabel, schemaRule } from '../../api/validation';
import { LoadFailure } from '../../app/components/ErrorBoundary';
import { PageHeading } from '../../app/components/PageHeading';
import { AvatarWithUpload } from '../employees/components/EmployeeAvatar';
import { EmployeeDescriptions, StateTag } from '../employees/components/EmployeeDescriptions';
import { PROFILE_FIELDS, type ProfileFormValues, toProfileContact } from '../employees/form';
import { CalendarFeedsCard } from './CalendarFeedsCard';
import { DelegationsCard } from './DelegationsCard';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import '../employees/employees.css';

const MULTILINE = new Set(['address', 'current_residence']);
const MAX_LENGTH: Record<string, number> = {
  phone: 30,
  family_phone: 30,
  address: 255,
  current_residence: 255,
  social_link: 500,
};

/** The schema of my contact fields, run on what the body would be (trimmed, emptied as null). */
const contactSchema = {
  safeParse: (values: unknown) => ZProfileContact.safeParse(toProfileContact(values as ProfileFormValues)),
};

function ContactCard({ profile }: { profile: Employee }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = Grid.useBreakpoint().md === false;
  const [form] = Form.useForm<ProfileFormValues>();
  const [isEditing, setEditing] = useState(false);
  const mutation = useMutation({
    mutationFn: (values: ProfileFormValues) => updateProfile(toProfileContact(values), form),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile, saved);
      showSuccess(t('profile.contact.saved'));
      setEditing(false);
    },
  });

  const startEditing = () => {
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileFormValues,
    );
    setEditing(true);
  };

  const empty = <Typography.Text type="secondary">{t('profile.empty')}</Typography.Text>;
  const shown = (field: (typeof PROFILE_FIELDS)[number]) => {
    const value = profile[field];
    if (!value) return empty;
    if (field === 'social_link')
      return (
        <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Typography.Link>
      );
    return <span className="app-pre-line">{value}</span>;
  };

  return (
    <Card
      size="small"
      title={t('profile.contact.title')}
      className="app-employee-section"
      data-testid="profile-contact"
      extra={
        isEditing ? null : (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={startEditing}
            data-testid="profile-contact-edit"
          >
            {t('profile.contact.edit')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <Form<ProfileFormValues>
          form={form}
          name="profile_contact"
          layout="vertical"
          onFinish={(values) => mutation.mutate(values)}
          disabled={mutation.isPending}
          data-testid="profile-contact-form"
        >
          <Row gutter={16}>
            {PROFILE_FIELDS.map((field) => (
              <Col key={field} xs={24} md={12}>
                <Form.Item
                  name={field}
                  label={fieldLabel(field, EMPLOYEE_LABELS)}
                  rules={[schemaRule(contactSchema, field, EMPLOYEE_LABELS)]}
                >
                  {MULTILINE.has(field) ? (
                    <Input.TextArea rows={2} maxLength={MAX_LENGTH[field]} data-testid={`profile-${field}`} />
                  ) : (
                    <Input
                      type={field === 'social_link' ? 'url' : 'tel'}
                      maxLength={MAX_LENGTH[field]}
                      placeholder={field === 'social_link' ? 'https://' : undefined}
                      data-testid={`profile-${field}`}
                    />
                  )}
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Space wrap>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={mutation.isPending}
              data-testid="profile-contact-save"
            >
              {t('common.save')}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
          </Space>
        </Form>
      ) : (
        <Descriptions
          bordered={!isPhone}
          layout={isPhone ? 'vertical' : 'horizontal'}
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'email', label: fieldLabel('email', EMPLOYEE_LABELS), children: profile.email },
            ...PROFILE_FIELDS.map((field) => ({
              key: field,
              label: fieldLabel(field, EMPLOYEE_LABELS),
              children: <span data-testid={`profile-value-${field}`}>{shown(field)}</span>,
            })),
          ]}
        />
      )}
    </Card>
  );
}

function AccountCard({ profile, account }: { profile: Employee; account: Account | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = account
    ? [
        account.is_admin ? (
          <Tag key="admin" color="red">
            {t('profile.admin')}
          </Tag>
        ) : null,
        account.can_manage_employees ? (
          <Tag key="people" color="purple">
            {t('profile.peopleManager')}
          </Tag>
        ) : null,
        account.approver_levels.length > 0 ? (
          <Tag key="approver" color="blue">
            {t('profile.approver', { levels: account.approver_levels.join(', ') })}
          </Tag>
        ) : null,
      ].filter(Boolean)
    : [];
  return (
    <Card className="app-employee-card" data-testid="profile-details">
      <AvatarWithUpload
        src={profile.avatar}
        path="/information-profile/avatar"
        onUploaded={(saved) => {
          queryClient.setQueryData(queryKeys.profile, saved);
          // The header's photo is the account's.
          void queryClient.invalidateQueries({ queryKey: queryKeys.account });
        }}
        testId="profile-avatar"
      />
      <Typography.Title level={2} className="app-employee-name">
        {profile.name}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        <span className="app-num">{profile.employee_code}</span>
        <StateTag state={profile.state} />
      </Space>
      <div className="app-employee-mail">{profile.email}</div>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'roles',
            label: t('profile.roles'),
            children: (
              <Space wrap size={[4, 4]}>
                {roles.length ? roles : <Tag>{t('profile.employee')}</Tag>}
              </Space>
            ),
          },
          { key: 'timeZone', label: t('profile.timeZone'), children: account?.company_time_zone ?? '–' },
        ]}
      />
    </Card>
  );
}

export default function ProfilePage() {
  const account = useAccount();
  const profile = useProfile();
  return (
    <>
      <PageHeading />
      {profile.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : profile.isError ? (
        <LoadFailure error={profile.error} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <div className="app-employee-stack">
              <AccountCard profile={profile.data} account={account.data} />
              <CalendarFeedsCard />
              <DelegationsCard />
            </div>
          </Col>
          <Col xs={24} xl={16}>
            <div className="app-employee-stack">
              <ContactCard profile={profile.data} />
              <EmployeeDescriptions
                employee={profile.data}
                sections={['identity', 'organisation', 'employment', 'documents']}
                omit={new Set(['social_link'])}
              />
              <NotificationSettingsCard />
            </div>
          </Col>
        </Row>
      )}
    </>
  );
}
