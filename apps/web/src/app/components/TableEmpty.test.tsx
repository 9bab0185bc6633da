import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { TableEmpty } from './TableEmpty';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('a table with no rows', () => {
  it('shows a labelled skeleton while it loads, not the empty message', () => {
    const html = renderToString(<TableEmpty loading description="No requests match these filters." />);
    expect(html).toContain('data-testid="table-loading"');
    expect(html).toContain('aria-label="Loading…"');
    expect(html).not.toContain('No requests match these filters.');
  });

  it('says it is empty once the answer came', () => {
    const html = renderToString(
      <TableEmpty loading={false} description="No requests match these filters." />,
    );
    expect(html).toContain('No requests match these filters.');
    expect(html).not.toContain('table-loading');
  });
});
