// `npm run bench:corrections -w @staffhub/bench`: the worst-case correction upload (two images of
// about 1.9 MB, each stuffed with metadata the server strips) timed one after another, then the
// evidence image served under load (wrk, else autocannon), on PGlite and (with BENCH_DATABASE_URL
// or TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Figure, run, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

/** A valid JPEG of about `bytes`: the fixture with APP1 (EXIF-like) segments of 64 KB inserted. */
function bigJpeg(bytes: number): Buffer {
  const base = readFileSync(new URL('../apps/server/src/test/fixtures/evidence.jpg', import.meta.url));
  const segment = Buffer.alloc(65_535 + 2, 0x41);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(65_535, 2);
  const count = Math.floor((bytes - base.length) / segment.length);
  return Buffer.concat([base.subarray(0, 2), ...Array(count).fill(segment), base.subarray(2)]);
}
const image = bigJpeg(1_950 * 1024);

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const figures: Array<Figure | { scenario: string; db: string; requests: number; p50: number; max: number }> =
  [];
for (const kind of kinds) {
  const target = await startTarget(kind);
  const login = async (email: string) => {
    const res = await fetch(`${target.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const member = await login('member@demo.test');
  const data = (await (
    await fetch(`${target.url}/api/additional-timesheet/create`, { headers: member })
  ).json()) as {
    managers: Array<{ id: number }>;
    admins: Array<{ id: number }>;
  };
  const form = (workDate: string) => {
    const f = new FormData();
    f.set('work_date', workDate);
    f.set('manager_id', String(data.managers[0]?.id));
    f.set('admin_id', String(data.admins[0]?.id));
    f.set('start_time_request', '08:00');
    f.set('end_time_request', '17:30');
    f.set('reason', 'Bench: the gate reader missed me.');
    f.append('img_evidence[]', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'a.jpg');
    f.append('img_evidence[]', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'b.jpg');
    return f;
  };
  // Create, then delete (one pending correction at a time is the rule), `uploads` times.
  const times: number[] = [];
  let lastId = 0;
  for (let i = 0; i < uploads; i++) {
    const started = performance.now();
    const res = await fetch(`${target.url}/api/additional-timesheet`, {
      method: 'POST',
      headers: member,
      body: form(ymd(new Date(Date.now() - 86_400_000 * (1 + (i % 5))))),
    });
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`upload ${res.status}: ${await res.text()}`);
    lastId = ((await res.json()) as { timesheetRequest: { id: number } }).timesheetRequest.id;
    if (i < uploads - 1)
      await fetch(`${target.url}/api/additional-timesheet/${lastId}`, { method: 'DELETE', headers: member });
  }
  times.sort((a, b) => a - b);
  figures.push({
    scenario: `POST /api/additional-timesheet (2 images of ${Math.round(image.length / 1024)} KB)`,
    db: kind,
    requests: uploads,
    p50: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    max: Math.round(times.at(-1) ?? 0),
  });
  figures.push(
    await run(target, 'GET evidence image (manager)', {
      path: `/api/additional-timesheet/${lastId}/evidence/1`,
      headers: await login('dm@demo.test'),
      connections: 10,
      duration,
    }),
  );
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/corrections-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
