/** The filter card above a list: a grid form of the given fields closed by Search and Reset buttons. */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, type FormInstance, type FormProps, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<V> {
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** The submitted values: the page turns them into filters and goes back to page 1. */
  onSearch: (values: V) => void;
  /** Called after the fields are back to their initial values: clear the filters, back to page 1. */
  onReset: () => void;
  searchTestId?: string;
  children: ReactNode;
}

export function FilterCard<V>({ form, initialValues, onSearch, onReset, searchTestId, children }: Props<V>) {
  const { t } = useTranslation();
  return (
    <Card className="app-filter-card">
      <Form<V>
        form={form}
        layout="vertical"
        className="app-filter-grid"
        initialValues={initialValues}
        onFinish={onSearch}
      >
        {children}
        <Form.Item label=" " className="app-filter-actions">
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={searchTestId}>
              {t('common.search')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
