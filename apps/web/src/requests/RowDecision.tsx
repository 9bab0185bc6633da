/**
 * Approve and reject from a row of an approval list (SPEC 4: approvers act from the list): the two
 * choices of the kind's decision on every row that waits for the viewer, each opening the decision
 * dialog (the detail view's confirmation, with the note in it). The list refreshes once decided.
 */
import { Space } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DecisionChoice, DecisionDialog } from '../features/approvals/DecisionBox';
import { RowAction } from '../features/approvals/list/RowActions';
import type { RequestTypes } from './client';
import { decisionProps } from './Decision';
import type { RequestKind } from './kind';
import { canDecide } from './rules';

/** The actions column's width: two small icon buttons. */
export const ROW_ACTIONS_WIDTH = 84;

interface Asked<T extends RequestTypes> {
  id: number;
  view: T['showApproval'];
  choice: DecisionChoice;
}

/** The row's view when the viewer may decide it now, else null (no buttons). */
export function decidableView<T extends RequestTypes>(
  kind: RequestKind<T>,
  item: T['item'],
  viewerId: number | undefined,
): T['showApproval'] | null {
  const view = kind.rowView(item, viewerId);
  if (!view || kind.silent?.(view)) return null;
  return (kind.canDecide ? kind.canDecide(view) : canDecide(view)) ? view : null;
}

/** The rows' decision buttons and the one dialog they open; `onDecided` hears which request was decided. */
export function useRowDecisions<T extends RequestTypes>(
  kind: RequestKind<T>,
  viewerId: number | undefined,
  onDecided?: (id: number) => void,
) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked<T> | null>(null);
  const invalidate = kind.client.useInvalidate();

  const actions = useCallback(
    (item: T['item']): ReactNode => {
      const view = decidableView(kind, item, viewerId);
      if (!view) return null;
      const id = kind.idOf(item);
      return (
        <Space size={4}>
          {kind.decision.choices(view).map((choice) => (
            <RowAction
              key={choice.status}
              title={t(choice.label)}
              icon={choice.icon}
              danger={choice.danger}
              testId={`${choice.testId}-${id}`}
              onClick={() => setAsked({ id, view, choice })}
            />
          ))}
        </Space>
      );
    },
    [t, kind, viewerId],
  );

  const item = asked ? kind.shownOf(asked.view) : undefined;
  const dialog = (
    <DecisionDialog
      {...decisionProps(kind, asked?.id ?? 0)}
      choice={asked?.choice ?? null}
      subject={item && <p className="app-muted">{item.employee.name}</p>}
      hint={asked && kind.decision.hint?.(asked.view)}
      invalidate={invalidate}
      onDone={() => asked && onDecided?.(asked.id)}
      onClose={() => setAsked(null)}
    />
  );
  return { actions, dialog };
}
