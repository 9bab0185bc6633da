/**
 * The company an administrator's page is about (holidays, check-in networks, month close): a
 * labelled select of the four companies, named as `/commons` names them, the viewer's own by default.
 */
import { COMPANIES } from '@staffhub/domain';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { useCommons } from '../../../api/commons';
import { companyOptions } from '../../employees/labels';

/** The company chosen on the page, or the viewer's own until one is chosen. */
export function useCompanyChoice(): [number, (id: number) => void] {
  const account = useAccount();
  const [choice, setChoice] = useState<number | null>(null);
  return [choice ?? account.data?.company_id ?? COMPANIES[0].id, setChoice];
}

export function CompanyField({
  id,
  value,
  onChange,
  testId,
}: {
  /** The select's id (its label points at it). */
  id: string;
  value: number;
  onChange: (id: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const commons = useCommons();
  return (
    <span className="app-inline-field">
      <label htmlFor={id}>{t('holidays.company')}</label>
      <Select
        id={id}
        value={value}
        options={companyOptions(t, commons.data)}
        onChange={onChange}
        className="app-select-md"
        data-testid={testId}
      />
    </span>
  );
}
