import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, MESSAGES } from '@gst/domain';
import { renderWithMantine, setPhoneViewport } from '../../../test/render';
import { ListPage, type ListResult } from './ListPage';
import type { DataTableColumn } from './types';
import { useServerTable } from './useServerTable';

interface Row {
  id: string;
  name: string;
  city: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'city', header: 'City' },
];

const ROWS: Row[] = [
  { id: '1', name: 'Asha Solar', city: 'Kolkata' },
  { id: '2', name: 'Bose Traders', city: 'Howrah' },
];

function Page(props: { list: ListResult<Row>; idle?: boolean; onEdit?: (row: Row) => void }) {
  const table = useServerTable();
  return (
    <ListPage<Row>
      title="Customer Details"
      label="Customers"
      table={table}
      list={props.list}
      idle={props.idle}
      columns={COLUMNS}
      searchPlaceholder="Search name"
      actions={[{ label: 'Edit', icon: null, onClick: props.onEdit ?? (() => {}) }]}
    >
      <p>drawer here</p>
    </ListPage>
  );
}

const loaded = (rows: Row[]): ListResult<Row> => ({
  data: { data: rows, total: rows.length },
  isError: false,
  isPending: false,
});

afterEach(() => setPhoneViewport(false));

describe('ListPage', () => {
  it('shows the title row, the rows of the list, the total and the page children', () => {
    renderWithMantine(<Page list={loaded(ROWS)} />);
    expect(screen.getByRole('heading', { name: 'Customer Details' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(within(table).getByText('Asha Solar')).toBeTruthy();
    expect(within(table).getByText('Howrah')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + ROWS.length);
    expect(screen.getByText('drawer here')).toBeTruthy();
    // The page size opens at the spec's default.
    const [pageSize] = screen.getAllByLabelText<HTMLInputElement>('Rows per page');
    expect(pageSize!.value).toBe(String(DEFAULT_PAGE_SIZE));
  });

  it('runs a row action on its row', async () => {
    const onEdit = vi.fn();
    renderWithMantine(<Page list={loaded(ROWS)} onEdit={onEdit} />);
    const [, second] = screen.getAllByRole('button', { name: 'Edit' });
    await userEvent.click(second!);
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
  });

  it("shows the spec's empty state when the list has no rows", () => {
    renderWithMantine(<Page list={loaded([])} />);
    expect(screen.getByText(MESSAGES.emptyState.title)).toBeTruthy();
    expect(screen.queryByText('Asha Solar')).toBeNull();
  });

  it('empties the list when the query failed, even with rows from before (spec §8)', () => {
    renderWithMantine(<Page list={{ ...loaded(ROWS), isError: true }} />);
    expect(screen.queryByText('Asha Solar')).toBeNull();
    expect(screen.getByText(MESSAGES.emptyState.title)).toBeTruthy();
  });

  it('shows no rows and no loader for a list it does not ask for (idle)', () => {
    renderWithMantine(<Page list={{ isError: false, isPending: true }} idle />);
    expect(screen.getByText(MESSAGES.emptyState.title)).toBeTruthy();
  });

  it('stacks the rows as cards on a phone', () => {
    setPhoneViewport(true);
    renderWithMantine(<Page list={loaded(ROWS)} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByRole('list', { name: 'Customers' });
    expect(within(cards).getByText('Bose Traders')).toBeTruthy();
  });
});
