/**
 * The create page, the update page and the edit modal of every request kind (SPEC 2): load what
 * the form needs, fill it once (a refetch never overwrites what was typed), show it read-only
 * when the request may no longer be edited, save, say so, refresh the kind's screens and move on.
 * A kind describes its form in a `FormSpec`; the frame is the same for all, and takes the rest
 * (texts, test ids, client, routes) from the kind: `${testId}-submit`, `${testId}-read-only`,
 * `${testId}-no-approver`, `${testId}-edit-modal`.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Form,
  type FormInstance,
  Modal,
  Result,
  Spin,
  Typography,
} from 'antd';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAccount } from '../api/account';
import { showSuccess } from '../api/feedback';
import { PageHeading } from '../app/components/PageHeading';
import { LoadError } from '../features/approvals/LoadError';
import { Loaded } from '../features/approvals/Loaded';
import { useRouteId } from '../features/approvals/useRouteId';
import { todayIn } from '../features/timesheets/dateRange';
import { fillUntouched } from '../lib/formItems';
import type { RequestTypes } from './client';
import { FormActions } from './FormActions';
import type { RequestKind } from './kind';

/**
 * What a form is drawn from: the create data when creating, the edit answer when editing (and,
 * for a kind with `edit.useData`, what it reads beside it).
 */
export type Drawn<T extends RequestTypes, C> =
  | { mode: 'create'; data: C | undefined }
  | { mode: 'edit'; data: T['edit'] | undefined; extra?: C | undefined };

/** What the frame hands a kind's form: the instance, its name, whether it is read-only, the save. */
export interface FormFrame<V> {
  form: FormInstance<V>;
  name: string;
  readOnly: boolean;
  onFinish: (values: V) => void;
}

/** How a body goes to the server; `onProgress` reports an upload's percent. */
export interface SendOptions {
  form: FormInstance;
  onProgress: (percent: number) => void;
}

/**
 * One kind's form. `Data` is what the form is drawn from: the edit answer when editing, the
 * create data (`create.useData`) when creating.
 */
export interface FormSpec<T extends RequestTypes, V, C> {
  /** The width of the edit modal, for kinds edited in place. */
  width?: number;
  /** The form's values of a stored request (`extra`: what `edit.useData` read). */
  values: (item: T['item'], extra: C | undefined) => V;
  /** The body of a save, from the values and what the form was drawn from. */
  input: (values: V, drawn: Drawn<T, C>) => T['input'];
  /** Sends a body (default: the client's create or update). */
  send?: (id: number | null, body: T['input'], options: SendOptions) => Promise<T['one']>;
  /** After a save, besides refreshing the kind (e.g. images an edit replaced). */
  afterSave?: (queryClient: ReturnType<typeof useQueryClient>) => void;
  /** A refused save, after the fields have their errors (e.g. limits said in the kind's words). */
  onError?: (form: FormInstance<V>, error: unknown, values: V, mode: Drawn<T, C>['mode']) => void;
  /** Notices above the form. */
  notices?: (drawn: Drawn<T, C>) => ReactNode;
  /** The kind's form, inside `frame` (a `RequestForm` takes it whole). */
  form: (props: Drawn<T, C> & { frame: FormFrame<V> }) => ReactNode;
  create: {
    /** What the create form needs (it may read the form's fields, e.g. the chosen day). */
    useData: (form: FormInstance<V>) => UseQueryResult<C>;
    /** The form waits for the data (default); false shows it at once. */
    waits?: boolean;
    /** A new request's values, once the data and the company's time zone are known. */
    defaults: (data: C | undefined, context: { today: string; params: URLSearchParams }) => Partial<V>;
    /** Nobody could approve: a notice replaces the form (`${area}.noApprover.title` / `content`). */
    noApprover?: (data: C) => boolean;
    /** The notice is also a popup (SPEC 5: remote work). */
    noApproverPopup?: boolean;
    /** The form is shown but cannot be sent (e.g. a correction is still pending). */
    blocked?: (data: C | undefined) => boolean;
    /** i18n key of the send button. */
    submitText: string;
    /** Where a saved request goes: its detail page (default), or the list for a kind without one. */
    savedTo?: 'detail' | 'list';
  };
  /**
   * A kind whose edit answer is the bare request reads what its form needs beside it (short leave:
   * whom it may assign, the create data). The edit form waits for it, `values` gets it, and when
   * `create.noApprover` says nobody could approve, the notice shows and the edit cannot be saved.
   */
  edit?: { useData: () => UseQueryResult<C> };
}

/** No data beside the edit answer. */
function useNoData(): undefined {
  return undefined;
}

/** The edit answer and what the form reads beside it, as one read: loading, failed, or both there. */
function joined<E, C>(edit: UseQueryResult<E>, extra: UseQueryResult<C> | undefined) {
  const failed = edit.isError ? edit : extra?.isError ? extra : undefined;
  return {
    isPending: edit.isPending || (extra?.isPending ?? false),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data: extra && extra.data === undefined ? undefined : edit.data,
    refetch: (() => (failed ?? edit).refetch()) as UseQueryResult<E>['refetch'],
  };
}

/** A kind's form screens; each takes the kind for what every kind has (texts, client, routes). */
export interface FormScreens<T extends RequestTypes> {
  CreatePage: ComponentType<{ kind: RequestKind<T> }>;
  UpdatePage: ComponentType<{ kind: RequestKind<T> }>;
  EditModal: ComponentType<{ kind: RequestKind<T>; id: number | null; onClose: () => void }>;
}

/** The save of one form: the toast, the refresh and where to go next. */
function useSave<T extends RequestTypes, V, C>(
  kind: RequestKind<T>,
  spec: FormSpec<T, V, C>,
  form: FormInstance<V>,
  id: number | null,
  drawn: Drawn<T, C>,
  onSaved: (saved: T['item']) => void,
) {
  const { t } = useTranslation();
  const invalidate = kind.client.useInvalidate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (values: V) => {
      const body = spec.input(values, drawn);
      if (spec.send) {
        setProgress(0);
        return spec.send(id, body, { form, onProgress: setProgress });
      }
      return id === null ? kind.client.create(body, form) : kind.client.update(id, body, form);
    },
    onSuccess: (one) => {
      showSuccess(t(`${kind.area}.${id === null ? 'created' : 'updated'}`));
      void invalidate();
      spec.afterSave?.(queryClient);
      onSaved(kind.itemOf(one));
    },
    onError: (error, values) => {
      spec.onError?.(form, error, values, id === null ? 'create' : 'edit');
      // A refused edit may mean the request changed meanwhile (decided, deleted): show it as it is.
      if (id !== null) void invalidate();
    },
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}

/** The edit data of a request, filled into the form once per request. */
function useEditForm<T extends RequestTypes, V extends object, C>(
  kind: RequestKind<T>,
  spec: FormSpec<T, V, C>,
  id: number | null,
  onSaved: (saved: T['item']) => void,
) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const edit = kind.client.useEdit(id);
  const useEditData = spec.edit?.useData ?? useNoData;
  const extraQuery = useEditData();
  const extra = extraQuery?.data;
  const query = joined(edit, extraQuery);
  const item = query.data ? kind.editOf(query.data) : undefined;
  const editable = item ? kind.canEdit(item) : false;
  const noApprover = extra !== undefined && (spec.create.noApprover?.(extra) ?? false);
  const savable = editable && !noApprover;
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (id === null) filledFor.current = null;
    // Filled once per request: a later refetch must not overwrite what the user typed.
    if (!item || filledFor.current === kind.idOf(item)) return;
    filledFor.current = kind.idOf(item);
    form.resetFields();
    form.setFieldsValue(spec.values(item, extra) as never);
  }, [id, item, extra, form, kind, spec]);
  const drawn: Drawn<T, C> = { mode: 'edit', data: edit.data, extra };
  const save = useSave(kind, spec, form, id, drawn, onSaved);
  const body = (data: T['edit'] | undefined) => (
    <>
      {spec.notices?.({ mode: 'edit', data, extra })}
      {noApprover && (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          data-testid={`${kind.testId}-no-approver`}
          title={t(`${kind.area}.noApprover.title`)}
          description={t(`${kind.area}.noApprover.content`)}
        />
      )}
      {item && !editable && (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          data-testid={`${kind.testId}-read-only`}
          title={t(`${kind.area}.form.readOnly`)}
        />
      )}
      {spec.form({
        mode: 'edit',
        data,
        extra,
        frame: {
          form,
          name: `${kind.testId}_edit`,
          readOnly: !savable || save.mutation.isPending,
          onFinish: (values) => save.mutation.mutate(values),
        },
      })}
    </>
  );
  return { form, query, savable, body, ...save };
}

export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  return (
    <Typography.Text type="secondary" aria-live="polite">
      {t('requests.form.uploading', { percent })}
    </Typography.Text>
  );
}

/**
 * The screens of a kind's form: `/…/create` (a new request, its defaults filled once; saving opens
 * it, or goes back to the list), `/…/update/:id` (the edit form on its own page; saving opens the
 * request) and the edit modal over a list or a detail (saving closes it).
 */
export function formScreens<T extends RequestTypes, V extends object, C>(
  spec: FormSpec<T, V, C>,
): FormScreens<T> {
  function UpdatePage({ kind }: { kind: RequestKind<T> }) {
    const navigate = useNavigate();
    const id = useRouteId(useParams().id);
    const page = useEditForm(kind, spec, id, (saved) => navigate(kind.routes.detail(kind.idOf(saved))));
    return (
      <>
        <PageHeading />
        <Card>
          <Loaded query={page.query}>
            {(data) => (
              <>
                {page.body(data)}
                <FormActions
                  mode="update"
                  testId={`${kind.testId}-submit`}
                  busy={page.mutation.isPending}
                  onSubmit={() => page.form.submit()}
                  cancelTo={id ? kind.routes.detail(id) : kind.routes.list}
                  canSubmit={page.savable}
                >
                  <UploadProgress percent={page.progress} />
                </FormActions>
              </>
            )}
          </Loaded>
        </Card>
      </>
    );
  }

  function EditModal({
    kind,
    id,
    onClose,
  }: {
    kind: RequestKind<T>;
    id: number | null;
    onClose: () => void;
  }) {
    const { t } = useTranslation();
    const modal = useEditForm(kind, spec, id, onClose);
    const { query } = modal;
    const hidden = query.isPending || query.isError;
    return (
      <Modal
        open={id !== null}
        title={t(`${kind.area}.editTitle`)}
        width={spec.width}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => modal.form.submit()}
        onCancel={onClose}
        confirmLoading={modal.mutation.isPending}
        forceRender
        okButtonProps={
          {
            'data-testid': `${kind.testId}-submit`,
            style: modal.savable ? undefined : { display: 'none' },
          } as ButtonProps
        }
        data-testid={`${kind.testId}-edit-modal`}
      >
        {query.isPending && id !== null ? (
          <div className="app-center-spin">
            <Spin />
          </div>
        ) : null}
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        <div key={id ?? 'none'} style={hidden ? { display: 'none' } : undefined}>
          {modal.body(query.data)}
        </div>
      </Modal>
    );
  }

  function CreatePage({ kind }: { kind: RequestKind<T> }) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const [form] = Form.useForm<V>();
    const account = useAccount();
    const query = spec.create.useData(form);
    const data = query.data;
    const waits = spec.create.waits ?? true;
    const noApprover = data !== undefined && (spec.create.noApprover?.(data) ?? false);
    const [popupOpen, setPopupOpen] = useState(true);
    const filled = useRef(false);
    const { mutation, progress } = useSave(kind, spec, form, null, { mode: 'create', data }, (saved) =>
      navigate(spec.create.savedTo === 'list' ? kind.routes.list : kind.routes.detail(kind.idOf(saved))),
    );

    useEffect(() => {
      // Filled once, when the company's time zone (today) and the data are known.
      if (filled.current || !account.data || (waits && !data) || noApprover) return;
      filled.current = true;
      const today = todayIn(account.data.company_time_zone);
      fillUntouched(form, spec.create.defaults(data, { today, params }));
    }, [account.data, data, waits, noApprover, form, params]);

    const body = () => {
      if (account.isPending || (waits && query.isPending)) {
        return (
          <div className="app-center-spin">
            <Spin />
          </div>
        );
      }
      if (waits && !data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
      if (noApprover) {
        return (
          <Result
            status="warning"
            title={t(`${kind.area}.noApprover.title`)}
            subTitle={t(`${kind.area}.noApprover.content`)}
            className="app-compact-result"
            data-testid={`${kind.testId}-no-approver`}
            extra={
              <Link to={kind.routes.list}>
                <Button icon={<ArrowLeftOutlined />}>{t(`${kind.area}.form.backToList`)}</Button>
              </Link>
            }
          />
        );
      }
      return (
        <>
          {spec.notices?.({ mode: 'create', data })}
          {spec.form({
            mode: 'create',
            data,
            frame: {
              form,
              name: `${kind.testId}_create`,
              readOnly: mutation.isPending,
              onFinish: (values) => mutation.mutate(values),
            },
          })}
          <FormActions
            mode="create"
            submitText={spec.create.submitText}
            testId={`${kind.testId}-submit`}
            busy={mutation.isPending}
            disabled={spec.create.blocked?.(data) ?? false}
            onSubmit={() => form.submit()}
            cancelTo={kind.routes.list}
          >
            <UploadProgress percent={progress} />
          </FormActions>
        </>
      );
    };

    return (
      <>
        <PageHeading />
        <Card>{body()}</Card>
        {spec.create.noApproverPopup && (
          <Modal
            open={noApprover && popupOpen}
            title={t(`${kind.area}.noApprover.title`)}
            okText={t('common.ok')}
            onOk={() => setPopupOpen(false)}
            onCancel={() => setPopupOpen(false)}
            cancelButtonProps={{ style: { display: 'none' } }}
            data-testid={`${kind.testId}-no-approver-modal`}
          >
            {t(`${kind.area}.noApprover.content`)}
          </Modal>
        )}
      </>
    );
  }

  return { CreatePage, UpdatePage, EditModal };
}
