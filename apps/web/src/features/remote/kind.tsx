/** Remote work as a request kind: what the generic request pages show and send (SPEC 2, SPEC 7). */
import { REMOTE_NOTE_MAX_LENGTH, ZRemoteDecision } from '@staffhub/domain';
import { type RemoteTypes, remoteApi } from '../../api/remote';
import { approveOrReject } from '../../requests/Decision';
import { requestKind } from '../../requests/kind';
import { formScreens } from '../../requests/RequestForms';
import { canEdit, levelEntries } from '../../requests/rules';
import { formatWorkDate } from '../timesheets/format';
import { remoteColumns } from './components/columns';
import { remoteDetail } from './components/detail';
import { remoteForm } from './form';

const base = '/remote-request';

export const remoteKind = requestKind<RemoteTypes>({
  area: 'remote',
  testId: 'remote',
  client: remoteApi,
  base,
  rowKey: 'id',
  envelope: 'remoteRequest',
  approversOf: levelEntries,
  lists: { mine: 'remoteRequests', approval: 'remoteRequests', waiting: 'countRemoteRequest' },
  columns: remoteColumns,
  who: { division: true },
  filters: {
    mine: ['range', 'status'],
    approval: ['employee', 'approveStatus', 'range', 'status'],
  },
  deleteText: (t, item) =>
    t('remote.list.deleteConfirm', {
      start: formatWorkDate(item.start_date),
      end: formatWorkDate(item.end_date),
    }),
  detail: remoteDetail,
  form: formScreens(remoteForm),
  canEdit,
  decision: {
    field: 'reason',
    required: true,
    maxLength: REMOTE_NOTE_MAX_LENGTH,
    placeholder: 'remote.approve.notePlaceholder',
    schema: ZRemoteDecision,
    choices: () => approveOrReject('remote', 'remote', 'remote'),
    body: (status, note) => ({ status, reason: note }),
  },
});
