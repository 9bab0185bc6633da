import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type RowBlocks, type SheetColumn, xlsxOf } from './xlsx';

interface Row {
  name: string;
  minutes: number | null;
  note?: string | null;
}

const COLUMNS: SheetColumn<Row>[] = [
  { header: 'name', width: 20, value: (r) => r.name },
  { header: 'minutes', width: 10, value: (r) => r.minutes },
  { header: 'note', width: 30, value: (r) => r.note ?? null },
];

/** The workbook's first sheet read back by ExcelJS, as the people who open the file would see it. */
async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const cells: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    cells[n - 1] = COLUMNS.map((_, i) => row.getCell(i + 1).value);
  });
  return { sheet, cells };
}

describe('xlsxOf', () => {
  it('writes a named sheet with a bold, frozen header row, numbers as numbers and text as text', async () => {
    const { sheet, cells } = await read(
      await xlsxOf('Timesheets', COLUMNS, [
        { name: 'Nguyễn Văn An', minutes: 480, note: 'Tết' },
        { name: '佐藤 大輔', minutes: 0 },
      ]),
    );
    expect(sheet.name).toBe('Timesheets');
    expect(cells).toEqual([
      ['name', 'minutes', 'note'],
      ['Nguyễn Văn An', 480, 'Tết'],
      ['佐藤 大輔', 0, ''],
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).not.toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(3).width).toBe(30);
  });

  it('keeps markup characters and surrounding spaces, and drops the control characters XML forbids', async () => {
    const { cells } = await read(
      await xlsxOf('Notes & "quotes"', COLUMNS, [
        { name: '<b>Tom & Jerry</b>', minutes: null, note: '  indented ' },
        { name: 'bell\u0007 and tab\tkept', minutes: Number.NaN, note: ']]> "q" \'a\'' },
      ]),
    );
    expect(cells[1]).toEqual(['<b>Tom & Jerry</b>', '', '  indented ']);
    // A number that is not finite is written as its text, never as an invalid cell.
    expect(cells[2]).toEqual(['bell and tab\tkept', 'NaN', ']]> "q" \'a\'']);
  });

  it('writes only the header for no rows, and every row of a large sheet in order', async () => {
    expect((await read(await xlsxOf('Empty', COLUMNS, []))).cells).toEqual([['name', 'minutes', 'note']]);
    // Enough rows to cross the writer's 1 MB blocks several times.
    const many = Array.from({ length: 30_000 }, (_, i) => ({
      name: `P${i % 700}`,
      minutes: i,
      note: i % 3 ? 'a longer note that repeats' : null,
    }));
    const { cells } = await read(await xlsxOf('Many', COLUMNS, many));
    expect(cells).toHaveLength(30_001);
    expect(cells[1]).toEqual(['P0', 0, '']);
    expect(cells[30_000]).toEqual(['P599', 29_999, 'a longer note that repeats']);
    expect(cells[12_346]).toEqual(['P445', 12_345, '']);
  });

  it('writes rows given a block at a time as the same file as given whole', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({ name: `P${i % 300}`, minutes: i, note: null }));
    let asked = 0;
    async function* blocks() {
      for (let i = 0; i < rows.length; i += 1_200) {
        asked++;
        yield rows.slice(i, i + 1_200);
      }
    }
    const inBlocks = await xlsxOf('Blocks', COLUMNS, { count: rows.length, blocks: blocks() });
    expect(asked).toBe(5);
    expect(inBlocks.equals(await xlsxOf('Blocks', COLUMNS, rows))).toBe(true);
    const { sheet, cells } = await read(inBlocks);
    expect(sheet.dimensions.bottom).toBe(5_001);
    expect(cells[5_000]).toEqual(['P199', 4_999, '']);
  });

  it('refuses to finish a file whose rows are not as many as it announced', async () => {
    const announced = (count: number): RowBlocks<Row> => ({
      count,
      blocks: (async function* () {
        yield [{ name: 'a', minutes: 1 }];
        yield [{ name: 'b', minutes: 2 }];
      })(),
    });
    await expect(xlsxOf('Short', COLUMNS, announced(3))).rejects.toThrow('3 rows announced, 2 written');
    await expect(xlsxOf('Long', COLUMNS, announced(1))).rejects.toThrow('1 rows announced, 2 written');
    expect((await read(await xlsxOf('Right', COLUMNS, announced(2)))).cells).toHaveLength(3);
  });
});
