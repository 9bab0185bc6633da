/** The icon buttons of a list row's actions cell (detail, edit, delete) and the delete confirmation. */
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, type TableColumnType, Tooltip } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../../api/feedback';

/** Where an action goes: a link to a page, or a click handler. */
type Target = { to: string; onClick?: never } | { onClick: () => void; to?: never };

type ActionProps = Target & { testId: string };

/** A small icon button with its tooltip; with `to`, the test id is on the link around it. */
export function RowAction({
  title,
  icon,
  danger,
  testId,
  to,
  onClick,
}: ActionProps & { title: string; icon: ReactNode; danger?: boolean }) {
  if (to !== undefined) {
    return (
      <Tooltip title={title}>
        <Link to={to} data-testid={testId}>
          <Button size="small" danger={danger} icon={icon} aria-label={title} />
        </Link>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        danger={danger}
        icon={icon}
        aria-label={title}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/** Opens the request's detail (the title is the feature's own "detail" text). */
export function DetailAction(props: ActionProps & { title: string }) {
  return <RowAction icon={<EyeOutlined />} {...props} />;
}

/** Edits the row (the common "Edit" text). */
export function EditAction(props: ActionProps) {
  const { t } = useTranslation();
  return <RowAction title={t('common.edit')} icon={<EditOutlined />} {...props} />;
}

/** Deletes the row: a danger button (the common "Delete" text); ask first with useConfirmDelete. */
export function DeleteAction(props: ActionProps) {
  const { t } = useTranslation();
  return <RowAction title={t('common.delete')} icon={<DeleteOutlined />} danger {...props} />;
}

/** The actions column, fixed on the right. */
export function actionsColumn<T>(
  title: string,
  width: number,
  render: (item: T) => ReactNode,
): TableColumnType<T> {
  return { key: 'actions', title, fixed: 'right', width, render: (_, item) => render(item) };
}

interface DeleteRequest {
  title: string;
  content: string;
  /** The test id of the dialog's OK button. */
  okTestId: string;
  remove: () => Promise<unknown>;
}

/** Asks before deleting a row; OK runs `remove` and says "deleted" (a failure is shown by the HTTP client). */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okTestId, remove }: DeleteRequest) => {
      modal.confirm({
        title,
        content,
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': okTestId } as never,
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remove();
            showSuccess(t('common.deleted'));
          } catch {
            // Reported by the HTTP client (SPEC 8).
          }
        },
      });
    },
    [t, modal],
  );
}
