/** Company, division and foot filters of the admin lists (choosing a division narrows the foots). */
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommons } from '../../../api/commons';

const options = (items: Array<{ code: string; name: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: item.code, label: item.name }));

/** `company: false` leaves out the company filter (lists whose API has no company_code). */
export function OrgFilterFields({ company = true }: { company?: boolean } = {}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const commons = useCommons();
  const divisionCode = Form.useWatch('division_code', form);
  const divisionId = commons.data?.divisions?.find((d) => d.code === divisionCode)?.id;
  const foots = (commons.data?.foots ?? []).filter(
    (f) => divisionId === undefined || f.division_id === divisionId,
  );
  return (
    <>
      {company && (
        <Form.Item name="company_code" label={t('timesheets.manage.company')}>
          <Select
            allowClear
            placeholder={t('timesheets.manage.all')}
            options={options(commons.data?.companies)}
            loading={commons.isPending}
          />
        </Form.Item>
      )}
      <Form.Item name="division_code" label={t('timesheets.manage.division')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('timesheets.manage.all')}
          options={options(commons.data?.divisions)}
          loading={commons.isPending}
          onChange={() => form.setFieldValue('foot_code', undefined)}
        />
      </Form.Item>
      <Form.Item name="foot_code" label={t('timesheets.manage.foot')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('timesheets.manage.all')}
          options={options(foots)}
          loading={commons.isPending}
        />
      </Form.Item>
    </>
  );
}
