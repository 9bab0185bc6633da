import { constants, crc32, createDeflateRaw } from 'node:zlib';

export interface SheetColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | null;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- A minimal XLSX (Office Open XML) writer: one sheet, shared strings, one bold style ----

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Bytes of sheet XML handed to the compressor at a time: bounds what is held in memory at once. */
const BLOCK_BYTES = 1 << 20;

/** Text safe inside an XML element: the markup characters escaped, characters XML forbids dropped. */
function xmlText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/**
 * The workbook's shared strings: each distinct text once, cells refer to it by index (a month's
 * export repeats a few thousand names, codes, dates and times a quarter of a million times).
 */
class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private references = 0;
  /** The index of `text`, added when new. */
  index(text: string): number {
    let i = this.indexes.get(text);
    if (i === undefined) {
      i = this.indexes.size;
      this.indexes.set(text, i);
    }
    return i;
  }
  /** Counts one cell referring to a shared string (the part's `count`). */
  count() {
    this.references += 1;
  }
  /** The index of `text` for one more cell. */
  of(text: string): number {
    this.count();
    return this.index(text);
  }
  *xml(): Generator<string> {
    yield `${XML_HEAD}<sst xmlns="${NS_MAIN}" count="${this.references}" uniqueCount="${this.indexes.size}">`;
    let block = '';
    for (const text of this.indexes.keys()) {
      const clean = xmlText(text);
      block +=
        clean !== clean.trim() ? `<si><t xml:space="preserve">${clean}</t></si>` : `<si><t>${clean}</t></si>`;
      if (block.length > 1 << 20) {
        yield block;
        block = '';
      }
    }
    yield `${block}</sst>`;
  }
}

/** A1-style letters of a 0-based column index. */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * The sheet's XML written as bytes into one reusable block, a row's text at a time, handed on
 * each time it fills: a block of a million characters made of many small strings cost twice as
 * much CPU, most of it collecting those strings.
 */
class RowWriter {
  private readonly block = Buffer.allocUnsafe(2 * BLOCK_BYTES);
  private at = 0;
  /** ASCII only (markup, numbers, references, string indexes): one byte per character. */
  ascii(text: string) {
    if (this.at + text.length > this.block.length) throw new Error('xlsx: a row longer than a block');
    this.at += this.block.write(text, this.at, 'latin1');
  }
  /** Whether the block is full enough to hand on. */
  get full() {
    return this.at >= BLOCK_BYTES;
  }
  /** The block's bytes so far (a copy: the block is reused), and a fresh start. */
  take(): Buffer {
    const out = Buffer.from(this.block.subarray(0, this.at));
    this.at = 0;
    return out;
  }
}

/**
 * One cell at `ref` (readers such as ExcelJS need the reference): a number as a number, else the
 * index of a shared string.
 */
const cellXml = (ref: string, value: number | string, style: string) =>
  typeof value === 'number'
    ? `<c r="${ref}"${style}><v>${value}</v></c>`
    : `<c r="${ref}"${style} t="s"><v>${value}</v></c>`;

interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** Deflates `chunks` (produced lazily) into one buffer, with the CRC and size of the input. */
async function deflateChunks(
  chunks: Iterable<string | Buffer> | AsyncIterable<string | Buffer>,
): Promise<Omit<ZipEntry, 'name'>> {
  // Level 1: the XML is repetitive, so the fastest level still shrinks it about tenfold.
  const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for await (const chunk of chunks) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    crc = crc32(buffer, crc);
    size += buffer.length;
    // Respect back-pressure so the compressor's queue stays one block deep.
    if (!deflate.write(buffer)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A ZIP archive (deflated entries, no ZIP64: each part stays far below 4 GB) of the entries. */
function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, as reproducible archives write it
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    header.writeUInt16LE(20, 6); // version needed
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(0x00210000, 12);
    header.writeUInt32LE(e.crc >>> 0, 16);
    header.writeUInt32LE(e.data.length, 20);
    header.writeUInt32LE(e.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, e.data);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * Rows given a block at a time, and how many in all (the sheet names its size before its rows): a
 * block can be dropped once written, so a large file never holds all its rows at once.
 */
export interface RowBlocks<Row> {
  count: number;
  blocks: AsyncIterable<readonly Row[]>;
}

/** The sheet's XML, a block of bytes per chunk: header row bold (style 1) and frozen. */
async function* sheetXml<Row>(
  columns: readonly SheetColumn<Row>[],
  rows: RowBlocks<Row>,
  strings: SharedStrings,
): AsyncGenerator<Buffer> {
  const letters = columns.map((_, i) => columnLetters(i));
  const widths = columns.map(
    (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`,
  );
  const dimension = `A1:${letters[letters.length - 1] ?? 'A'}${rows.count + 1}`;
  const w = new RowWriter();
  const header = columns
    .map((c, i) => cellXml(`${letters[i]}1`, String(strings.of(c.header)), ' s="1"'))
    .join('');
  w.ascii(
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><dimension ref="${dimension}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${widths.join('')}</cols><sheetData><row r="1" s="1" customFormat="1">${header}</row>`,
  );
  // Consecutive rows repeat most texts (a person's code, name and teams over a month of days):
  // each column remembers its last text and index, so only a change costs a lookup.
  const lastText: Array<string | undefined> = columns.map(() => undefined);
  const lastIndex: string[] = columns.map(() => '');
  let r = 1;
  for await (const block of rows.blocks) {
    for (const row of block) {
      r++;
      let xml = `<row r="${r}">`;
      for (let c = 0; c < columns.length; c++) {
        const value = (columns[c] as SheetColumn<Row>).value(row);
        if (typeof value === 'number' && Number.isFinite(value)) {
          xml += cellXml(`${letters[c]}${r}`, value, '');
          continue;
        }
        // Anything else is text (null as '', as ExcelJS wrote it).
        const text = value === null || value === undefined ? '' : String(value);
        if (text !== lastText[c]) {
          lastText[c] = text;
          lastIndex[c] = String(strings.index(text));
        }
        strings.count();
        xml += cellXml(`${letters[c]}${r}`, lastIndex[c] as string, '');
      }
      w.ascii(`${xml}</row>`);
      if (w.full) yield w.take();
    }
  }
  // The size written at the top must be the size written: a mismatch is a bug, not a file to send.
  if (r - 1 !== rows.count) throw new Error(`xlsx: ${rows.count} rows announced, ${r - 1} written`);
  w.ascii('</sheetData></worksheet>');
  yield w.take();
}

/**
 * One worksheet as an XLSX file: a bold, frozen header row, then one row per item; numbers as
 * numbers, anything else as text (null as empty).
 *
 * Written here rather than with ExcelJS: a company's month of timesheets is a quarter of a million
 * rows (8,000 people × 31 days × 25 columns), which ExcelJS took minutes and gigabytes to build;
 * this writes the sheet's XML straight into a deflate stream, a block of rows at a time, in a few
 * seconds. ExcelJS still reads the files people upload (imports) and the tests' exports. Rows may
 * come as `RowBlocks`, each block written and let go before the next is asked for.
 */
export async function xlsxOf<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[] | RowBlocks<Row>,
): Promise<Buffer> {
  const blocks: RowBlocks<Row> =
    'blocks' in rows
      ? rows
      : {
          count: rows.length,
          blocks: (async function* () {
            yield rows;
          })(),
        };
  const name = xmlText(sheetName).replace(/"/g, '&quot;');
  const fixed: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${NS_REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
  const strings = new SharedStrings();
  const entries: ZipEntry[] = [];
  for (const [path, xml] of fixed) entries.push({ name: path, ...(await deflateChunks([xml])) });
  // The sheet first: writing it collects the shared strings.
  entries.push({
    name: 'xl/worksheets/sheet1.xml',
    ...(await deflateChunks(sheetXml(columns, blocks, strings))),
  });
  entries.push({ name: 'xl/sharedStrings.xml', ...(await deflateChunks(strings.xml())) });
  return zipOf(entries);
}
