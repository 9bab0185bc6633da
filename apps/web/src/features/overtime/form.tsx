/** The overtime form of the create and update pages and of the edit modal (SPEC 2). */
import type { IdName } from '@staffhub/domain';
import { type OvertimeTypes, useOvertimeProjects } from '../../api/overtime';
import type { FormSpec } from '../../requests/RequestForms';
import {
  OvertimeForm,
  type OvertimeFormValues,
  overtimeFormValues,
  toOvertimeInput,
} from './components/OvertimeForm';

export const overtimeForm: FormSpec<OvertimeTypes, OvertimeFormValues, { projects: IdName[] }> = {
  width: 760,
  values: overtimeFormValues,
  input: (values) => toOvertimeInput(values),
  form: (props) =>
    props.mode === 'create' ? (
      <OvertimeForm
        frame={props.frame}
        projects={props.data?.projects ?? []}
        // The first project's approvers, else those of "No project".
        defaultsFor={props.data?.projects[0]?.id ?? null}
      />
    ) : (
      <OvertimeForm
        frame={props.frame}
        projects={props.data?.projects ?? []}
        initialCandidates={props.data ? { level1: props.data.level1, level2: props.data.level2 } : undefined}
      />
    ),
  create: {
    useData: () => useOvertimeProjects(),
    defaults: (data, { today }) => ({ project_id: data?.projects[0]?.id ?? null, date: today }),
    submitText: 'overtime.form.submit',
  },
};
