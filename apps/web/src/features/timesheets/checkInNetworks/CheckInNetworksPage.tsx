/**
 * Administrators: each company's check-in networks (issue #20). With a list saved, a check-in
 * from outside it is refused, unless the person has approved remote work that day. The page shows
 * the administrator's own address as the server sees it, so nobody saves a list that shuts the
 * office out by mistake.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHECK_IN_NETWORK_TEXT_MAX,
  CHECK_IN_NETWORKS_MAX,
  type CheckInNetworks,
  canonicalNetwork,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { queryClient } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { saveCheckInNetworks, useCheckInNetworks } from '../../../api/timesheets';
import { LoadFailedResult } from '../../../app/components/LoadFailedResult';
import { PageHeading } from '../../../app/components/PageHeading';
import { CompanyField, useCompanyChoice } from '../components/CompanyField';

interface Values {
  networks: string[];
}

/** Every row's validation message names "Network" (the server's fields are `networks.<i>`). */
const LABELS: Record<string, string> = Object.fromEntries([
  ['networks', 'checkInNetworks.networks'],
  ...Array.from({ length: CHECK_IN_NETWORKS_MAX }, (_, i) => [`networks.${i}`, 'checkInNetworks.network']),
]);

export default function CheckInNetworksPage() {
  const { t } = useTranslation();
  const [company, setCompany] = useCompanyChoice();
  const rules = useCheckInNetworks(company);
  const [form] = Form.useForm<Values>();
  const saved = rules.data;

  // The form shows the saved list of the company chosen (again after a save or a company change).
  useEffect(() => {
    if (saved) form.setFieldsValue({ networks: saved.networks });
  }, [saved, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveCheckInNetworks(
        // A row left blank is dropped, not refused.
        {
          company_id: company,
          networks: (values.networks ?? []).map((n) => n.trim()).filter((n) => n !== ''),
        },
        { form, labels: LABELS },
      ),
    onSuccess: (data: CheckInNetworks) => {
      showSuccess(t('common.saved'));
      queryClient.setQueryData(queryKeys.checkInNetworks(company), data);
    },
  });

  const networkRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || canonicalNetwork(value) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.network', { field: t('checkInNetworks.network') }))),
  };

  return (
    <>
      <PageHeading />
      <Card className="app-filter-card">
        <Space wrap size="large">
          <CompanyField
            id="check-in-company"
            value={company}
            onChange={setCompany}
            testId="check-in-company"
          />
        </Space>
      </Card>
      <Card>
        {rules.isError && !saved ? (
          <LoadFailedResult onRetry={() => rules.refetch()} />
        ) : (
          <Space direction="vertical" size="middle" className="app-full-width">
            <Typography.Paragraph className="app-muted">{t('checkInNetworks.intro')}</Typography.Paragraph>
            {saved && (
              <Alert
                type={saved.your_ip_allowed ? 'info' : 'warning'}
                showIcon
                data-testid="check-in-your-ip"
                message={t(saved.your_ip_allowed ? 'checkInNetworks.youPass' : 'checkInNetworks.youFail', {
                  ip: saved.your_ip,
                })}
                action={
                  saved.your_ip_allowed ? undefined : (
                    <Button
                      size="small"
                      onClick={() => {
                        const current: string[] = form.getFieldValue('networks') ?? [];
                        if (current.length < CHECK_IN_NETWORKS_MAX)
                          form.setFieldsValue({ networks: [...current, saved.your_ip] });
                      }}
                      data-testid="check-in-add-mine"
                    >
                      {t('checkInNetworks.addMine')}
                    </Button>
                  )
                }
              />
            )}
            <Form<Values>
              form={form}
              name="check-in-networks"
              layout="vertical"
              onFinish={(values) => save.mutate(values)}
              disabled={save.isPending || !saved}
            >
              <Form.List name="networks">
                {(fields, { add, remove }) => (
                  <>
                    <Typography.Text strong id="check-in-networks-heading">
                      {t('checkInNetworks.networks')}
                    </Typography.Text>
                    {fields.length === 0 && (
                      <Typography.Paragraph data-testid="check-in-anywhere">
                        {t('checkInNetworks.anywhere')}
                      </Typography.Paragraph>
                    )}
                    {fields.map((field, index) => (
                      <Space key={field.key} align="start" className="app-check-in-network-row">
                        <Form.Item name={field.name} rules={[networkRule]}>
                          <Input
                            placeholder="203.0.113.0/24"
                            maxLength={CHECK_IN_NETWORK_TEXT_MAX}
                            aria-label={`${t('checkInNetworks.network')} ${index + 1}`}
                            data-testid={`check-in-network-${index}`}
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={`${t('common.delete')}: ${t('checkInNetworks.network')} ${index + 1}`}
                          onClick={() => remove(field.name)}
                          data-testid={`check-in-remove-${index}`}
                        />
                      </Space>
                    ))}
                    <Space wrap>
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add('')}
                        disabled={fields.length >= CHECK_IN_NETWORKS_MAX}
                        data-testid="check-in-add"
                      >
                        {t('checkInNetworks.add')}
                      </Button>
                      <Button
                        type="primary"
                        htmlType="submit"
                        loading={save.isPending}
                        data-testid="check-in-save"
                      >
                        {t('common.save')}
                      </Button>
                    </Space>
                  </>
                )}
              </Form.List>
            </Form>
          </Space>
        )}
      </Card>
    </>
  );
}
