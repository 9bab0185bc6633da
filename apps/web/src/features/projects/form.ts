/**
 * The project form's values and the body it sends (pure, tested in node). The form keeps the API's
 * shapes ('YYYY-MM-DD' dates, ids as numbers, null for nothing); the body trims the texts and sends
 * an emptied optional text as null. The checks are the domain's: `ZProjectInput` for each field and
 * `projectDateErrors` for the rules across fields (end after start, plans within the project,
 * payments adding up to at most 100 %), keyed by the same dotted paths the server names.
 */
import { type FieldErrors, projectDateErrors, toFieldErrors, ZProjectInput } from '@staffhub/domain';
import type { Project, ProjectInput } from '../../api/projects';

export interface PlanValues {
  name?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

export interface PaymentValues {
  name?: string | null;
  expected_date?: string | null;
  actual_date?: string | null;
  percentage?: number | null;
}

export interface ProjectFormValues {
  name?: string | null;
  customer_id?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  manager_id?: number | null;
  top_id?: number | null;
  leader_id?: number | null;
  status?: number | null;
  type?: number | null;
  contract_value?: number | null;
  customer_top?: string | null;
  customer_pm?: string | null;
  japan_top_id?: number | null;
  japan_tech_id?: number | null;
  japan_sale_id?: number | null;
  plans?: PlanValues[] | null;
  payments?: PaymentValues[] | null;
  link_document?: string | null;
  technology_ids?: number[] | null;
  domain?: string | null;
  description?: string | null;
}

/** The sections of the form and of the overview, in order, with their plain fields. */
export const SECTIONS = [
  {
    key: 'general',
    fields: ['name', 'customer_id', 'status', 'type', 'start_date', 'end_date', 'contract_value'],
  },
  { key: 'people', fields: ['manager_id', 'top_id', 'leader_id', 'customer_top', 'customer_pm'] },
  { key: 'japan', fields: ['japan_top_id', 'japan_tech_id', 'japan_sale_id'] },
  { key: 'technical', fields: ['technology_ids', 'domain', 'link_document', 'description'] },
] as const;

export type PlainField = (typeof SECTIONS)[number]['fields'][number];

/** A new project: preparing, labo, no plans, payments or technologies. */
export function newProjectValues(): ProjectFormValues {
  return { status: 1, type: 1, plans: [], payments: [], technology_ids: [] };
}

/** A stored project's values. */
export function valuesOf(project: Project): ProjectFormValues {
  return {
    name: project.name,
    customer_id: project.customer?.id ?? null,
    start_date: project.start_date,
    end_date: project.end_date,
    manager_id: project.manager?.id ?? null,
    top_id: project.top?.id ?? null,
    leader_id: project.leader?.id ?? null,
    status: project.status,
    type: project.type,
    contract_value: project.contract_value,
    customer_top: project.customer_top,
    customer_pm: project.customer_pm,
    japan_top_id: project.japan_top?.id ?? null,
    japan_tech_id: project.japan_tech?.id ?? null,
    japan_sale_id: project.japan_sale?.id ?? null,
    plans: project.plans.map((p) => ({ ...p })),
    payments: project.payments.map((p) => ({ ...p, actual_date: p.actual_date ?? null })),
    link_document: project.link_document,
    technology_ids: project.technologies.map((t) => t.id),
    domain: project.domain,
    description: project.description,
  };
}

/** A trimmed text; an emptied optional one is null. */
function text(value: string | null | undefined, required = false): string | null {
  const clean = (value ?? '').trim();
  return clean === '' && !required ? null : clean;
}

/** The body of a save: texts trimmed, emptied optional values as null, the lists as they are. */
export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    name: text(values.name, true) as string,
    customer_id: values.customer_id ?? null,
    start_date: values.start_date ?? null,
    end_date: values.end_date ?? null,
    manager_id: values.manager_id ?? null,
    top_id: values.top_id ?? null,
    leader_id: values.leader_id ?? null,
    status: values.status ?? null,
    type: values.type ?? null,
    contract_value: values.contract_value ?? null,
    customer_top: text(values.customer_top),
    customer_pm: text(values.customer_pm),
    japan_top_id: values.japan_top_id ?? null,
    japan_tech_id: values.japan_tech_id ?? null,
    japan_sale_id: values.japan_sale_id ?? null,
    plans: (values.plans ?? []).map((p) => ({
      name: text(p?.name, true),
      start_date: p?.start_date ?? null,
      end_date: p?.end_date ?? null,
    })),
    payments: (values.payments ?? []).map((p) => ({
      name: text(p?.name, true),
      expected_date: p?.expected_date ?? null,
      actual_date: p?.actual_date ?? null,
      percentage: p?.percentage ?? null,
    })),
    link_document: text(values.link_document),
    technology_ids: values.technology_ids ?? [],
    domain: text(values.domain),
    description: text(values.description),
  } as unknown as ProjectInput;
}

/**
 * Every problem of the form, keyed by dotted path (`plans.0.end_date`): the schema's, then the
 * rules across fields (these only once the fields they compare are themselves valid).
 */
export function projectErrors(values: ProjectFormValues): FieldErrors {
  const input = toProjectInput(values);
  const parsed = ZProjectInput.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, input);
  if (typeof input.start_date === 'string') {
    const cross = projectDateErrors({
      start_date: input.start_date,
      end_date: input.end_date,
      plans: input.plans.filter((p) => typeof p.start_date === 'string' && typeof p.end_date === 'string'),
      payments: input.payments.filter((p) => typeof p.percentage === 'number'),
    });
    for (const [field, list] of Object.entries(cross ?? {})) {
      if (!errors[field]) errors[field] = list;
    }
  }
  return errors;
}

/** The antd name path of a dotted path: list indexes as numbers (`plans.0.end_date` -> ['plans', 0, 'end_date']). */
export function namePathOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The sum of the payment milestones' percentages (what the form shows under them). */
export function paymentSum(
  payments: ReadonlyArray<PaymentValues | null | undefined> | null | undefined,
): number {
  const sum = (payments ?? []).reduce(
    (total, p) => total + (typeof p?.percentage === 'number' ? p.percentage : 0),
    0,
  );
  return Math.round(sum * 100) / 100;
}
