/**
 * The filter card above a list: a grid form of the given fields closed by Search and Reset buttons.
 * On a phone the fields stacked would fill the first screen, so they fold behind a "Filters" button
 * that says how many are set; a search folds them again, to show the list.
 */
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, type FormInstance, type FormProps, Grid, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How many of the form's values are set (an empty text, list or nothing is not). */
export function countSet(values: Record<string, unknown> | undefined): number {
  return Object.values(values ?? {}).filter(
    (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.every((x) => x == null)),
  ).length;
}

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
  const isPhone = Grid.useBreakpoint().md === false;
  const [isOpen, setOpen] = useState(false);
  const formId = useId();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const setCount = countSet(values);
  const folded = isPhone && !isOpen;
  return (
    <Card className="app-filter-card">
      {isPhone && (
        <Button
          icon={<FilterOutlined />}
          aria-expanded={isOpen}
          aria-controls={formId}
          onClick={() => setOpen(!isOpen)}
          data-testid="filters-toggle"
        >
          {setCount > 0 ? t('common.filtersActive', { count: setCount }) : t('common.filters')}
        </Button>
      )}
      <Form<V>
        id={formId}
        form={form}
        layout="vertical"
        className={`app-filter-grid${isPhone ? ' app-filter-folding' : ''}`}
        hidden={folded}
        initialValues={initialValues}
        onFinish={(v) => {
          setOpen(false);
          onSearch(v);
        }}
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
