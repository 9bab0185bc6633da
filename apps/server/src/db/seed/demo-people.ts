import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../client';
import { employees } from '../schema';
import type { DemoEmployee } from './demo-data';

/**
 * The rest of a demo employee's record (issue #15): most people have every field, a few leave some
 * empty, as a real staff file does. Deterministic (from the index), so a re-seed writes the same.
 */

const VN_UNIVERSITIES = [
  'Hanoi University of Science and Technology',
  'VNU University of Engineering and Technology',
  'Posts and Telecommunications Institute of Technology',
  'FPT University',
  'Ho Chi Minh City University of Technology',
];
const JP_UNIVERSITIES = [
  'Waseda University',
  'Keio University',
  'Tokyo Institute of Technology',
  'Osaka University',
];
const VN_STREETS = [
  '25 Tạ Quang Bửu, Hai Bà Trưng, Hà Nội',
  '144 Xuân Thủy, Cầu Giấy, Hà Nội',
  '8 Tôn Thất Thuyết, Nam Từ Liêm, Hà Nội',
  '36 Hoàng Cầu, Đống Đa, Hà Nội',
  '12 Nguyễn Văn Bảo, Gò Vấp, TP. Hồ Chí Minh',
  '91 Nguyễn Chí Thanh, Hải Châu, Đà Nẵng',
];
const VN_HOMETOWNS = ['Nam Định', 'Thái Bình', 'Nghệ An', 'Hải Phòng', 'Bắc Ninh', 'Thanh Hóa', 'Huế'];
const JP_ADDRESSES = [
  '2-11-3 Meguro, Meguro-ku, Tokyo',
  '1-4-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo',
  '3-7-1 Minatomirai, Nishi-ku, Yokohama',
  '5-2-8 Kichijoji-Honcho, Musashino, Tokyo',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const digits = (seed: number, n: number) =>
  String(seed * 7919 + 104_729)
    .padStart(n, '0')
    .slice(-n);
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The columns of a demo employee beyond the organisation: contact, documents, schooling, links. */
export function demoProfile(e: DemoEmployee, i: number) {
  const japan = e.company === 'JAPAN';
  const sparse = i % 9 === 8; // about one in nine left partly empty
  const year = Number(e.birthday.slice(0, 4));
  const idIssued = `${Math.max(year + 18, 2016 + (i % 6))}-${String((i % 12) + 1).padStart(2, '0')}-15`;
  // Vietnamese BrSEs and PMs travel to the Japanese customer: they hold a visa.
  const visa = !japan && (e.position === 'BRSE' || e.position === 'PM');
  const handle = slug(e.name) || e.code.toLowerCase();
  return {
    university: sparse ? null : japan ? pick(JP_UNIVERSITIES, i) : pick(VN_UNIVERSITIES, i),
    address: japan ? pick(JP_ADDRESSES, i) : `${pick(VN_HOMETOWNS, i)}, Việt Nam`,
    current_residence: japan ? pick(JP_ADDRESSES, i + 1) : pick(VN_STREETS, i),
    phone: japan ? `+81 90 ${digits(i, 4)} ${digits(i + 31, 4)}` : `09${digits(i, 8)}`,
    family_phone: sparse
      ? null
      : japan
        ? `+81 80 ${digits(i + 7, 4)} ${digits(i + 11, 4)}`
        : `09${digits(i + 500, 8)}`,
    identity_number: japan ? `TK${digits(i + 3, 7)}` : `0${String(year).slice(2)}${digits(i + 17, 9)}`,
    identity_issue_date: idIssued,
    identity_issue_place: japan ? 'Ministry of Foreign Affairs, Tokyo' : 'Cục Cảnh sát QLHC về TTXH',
    visa_number: visa ? `VN${digits(i + 41, 8)}` : null,
    visa_issue_date: visa ? `2025-${String((i % 9) + 1).padStart(2, '0')}-01` : null,
    visa_expiry_date: visa ? `2027-${String((i % 9) + 1).padStart(2, '0')}-01` : null,
    social_link: sparse
      ? null
      : i % 3 === 0
        ? `https://github.com/${handle}`
        : `https://www.linkedin.com/in/${handle}-${e.code.toLowerCase()}`,
  };
}

/** This year's newcomers: the joiners of HR's charts (an intern among them). */
export const demoNewcomers: Array<DemoEmployee & { workType?: number }> = [
  {
    code: 'HN0022',
    name: 'Trịnh Thu Trang',
    email: 'trinh.thu.trang@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'DEV',
    division: 'HN-D2',
    foot: 'HN-D2-F1',
    gender: 2,
    nationality: 'Vietnamese',
    level: 1,
    japaneseLevel: 5,
    birthday: '2001-03-18',
    joinDate: '2026-04-01',
  },
  {
    code: 'AI0008',
    name: 'Phùng Minh Khoa',
    email: 'phung.minh.khoa@demo.test',
    company: 'AI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'DEV',
    division: 'AI-D1',
    foot: 'AI-D1-F1',
    gender: 1,
    nationality: 'Vietnamese',
    birthday: '2003-11-02',
    joinDate: '2026-07-01',
    workType: 0,
  },
  {
    code: 'CR0008',
    name: 'Hà Ngọc Ánh',
    email: 'ha.ngoc.anh@demo.test',
    company: 'CRM',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'QA',
    division: 'CRM-D1',
    foot: 'CRM-D1-F1',
    gender: 2,
    nationality: 'Vietnamese',
    level: 2,
    japaneseLevel: 4,
    birthday: '1998-06-25',
    joinDate: '2026-09-01',
  },
];

/** People who have left: their records stay for HR (and their history), their accounts sign in no more. */
export const demoLeavers: Array<DemoEmployee & { resignationDate: string; resignationReason: string }> = [
  {
    code: 'HN0021',
    name: 'Lưu Quang Vinh',
    email: 'luu.quang.vinh@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'DEV',
    division: 'HN-D1',
    foot: 'HN-D1-F2',
    gender: 1,
    nationality: 'Vietnamese',
    level: 3,
    japaneseLevel: 3,
    birthday: '1992-07-21',
    joinDate: '2019-03-04',
    resignationDate: '2026-06-30',
    resignationReason: 'Moved to Đà Nẵng for family reasons.',
  },
  {
    code: 'CR0007',
    name: 'Đoàn Thị Mỹ',
    email: 'doan.thi.my@demo.test',
    company: 'CRM',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'QA',
    division: 'CRM-D1',
    foot: 'CRM-D1-F1',
    gender: 2,
    nationality: 'Vietnamese',
    level: 2,
    birthday: '1995-01-09',
    joinDate: '2021-10-01',
    resignationDate: '2026-08-31',
    resignationReason: 'Further study abroad (master’s degree).',
  },
  {
    code: 'JP0008',
    name: '山本 直樹',
    email: 'jp0008@demo.test',
    company: 'JAPAN',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'DEV',
    division: 'JP-D1',
    foot: 'JP-D1-F1',
    gender: 1,
    nationality: 'Japanese',
    level: 4,
    japaneseLevel: 1,
    birthday: '1988-10-30',
    joinDate: '2018-04-02',
    resignationDate: '2026-09-30',
    resignationReason: 'Contract ended.',
  },
];

const AVATAR_COLOURS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#15803d'];

/** Initials of a name in Latin letters (the avatar draws them); empty for a name without any. */
function initials(name: string): string {
  const parts = slug(name).split('-').filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts.at(-1)?.[0] ?? ''}${parts[0]?.[0] ?? ''}` : (parts[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Photos for some demo people (every third one): a coloured square with their initials, drawn as
 * PNG. Only where there is no photo yet, so a re-seed keeps what people uploaded.
 */
export async function seedDemoAvatars(db: Db, blobs: BlobStore): Promise<number> {
  const people = await db
    .select({ id: employees.id, name: employees.name, code: employees.employee_code })
    .from(employees)
    .where(isNull(employees.avatar))
    .orderBy(employees.employee_code);
  let stored = 0;
  for (const [i, p] of people.entries()) {
    if (i % 3 !== 0 || !/^[A-Z]{2}\d{4}$/.test(p.code)) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
      <rect width="160" height="160" fill="${pick(AVATAR_COLOURS, i)}"/>
      <text x="80" y="100" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold"
        fill="#ffffff" text-anchor="middle">${initials(p.name) || p.code.slice(0, 2)}</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const key = await blobs.put('avatars', 'png', png);
    await db
      .update(employees)
      .set({ avatar: key })
      .where(and(eq(employees.id, p.id), isNull(employees.avatar)));
    stored += 1;
  }
  return stored;
}
