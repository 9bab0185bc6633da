/** The demo organization: plain data, read by the seeder and by tests that need to know who is who. */

export const DEMO_PASSWORD = 'demo1234';

export const demoCompanies = [
  { id: 1, code: 'JAPAN', name: 'Staffhub Japan', country: 'JP', time_zone: 'Asia/Tokyo' },
  { id: 2, code: 'HANOI', name: 'Staffhub Hanoi', country: 'VN', time_zone: 'Asia/Ho_Chi_Minh' },
  { id: 3, code: 'CRM', name: 'Staffhub CRM', country: 'VN', time_zone: 'Asia/Ho_Chi_Minh' },
  { id: 4, code: 'AI', name: 'Staffhub AI', country: 'VN', time_zone: 'Asia/Ho_Chi_Minh' },
] as const;

export const demoDepartments = [
  { code: 'BOD', name: 'Board of Directors' },
  { code: 'ADMIN', name: 'Administration' },
  { code: 'HR', name: 'Human Resources' },
  { code: 'PR', name: 'Public Relations' },
  { code: 'DEV', name: 'Development' },
  { code: 'SALES', name: 'Sales' },
];

export const demoPositions = [
  { code: 'DEV', name: 'Developer' },
  { code: 'QA', name: 'Tester' },
  { code: 'BRSE', name: 'Bridge SE' },
  { code: 'DESIGN', name: 'Designer' },
  { code: 'PM', name: 'Project Manager' },
  { code: 'HR', name: 'HR Officer' },
  { code: 'PR', name: 'PR Officer' },
  { code: 'ADMIN', name: 'Administrator' },
  { code: 'EXEC', name: 'Executive' },
];

export const demoJobTitles = [
  { code: 'DIRECTOR', name: 'Director' },
  { code: 'MANAGER', name: 'Manager' },
  { code: 'LEADER', name: 'Leader' },
  { code: 'STAFF', name: 'Staff' },
];

export const demoDivisions = [
  { code: 'HN-D1', name: 'Hanoi Division 1', company: 'HANOI' },
  { code: 'HN-D2', name: 'Hanoi Division 2', company: 'HANOI' },
  { code: 'JP-D1', name: 'Tokyo Division', company: 'JAPAN' },
  { code: 'CRM-D1', name: 'CRM Division', company: 'CRM' },
  { code: 'AI-D1', name: 'AI Division', company: 'AI' },
  { code: 'BACK', name: 'Back Office', company: 'HANOI' },
];

export const demoFoots = [
  { code: 'HN-D1-F1', name: 'Foot Phoenix', division: 'HN-D1' },
  { code: 'HN-D1-F2', name: 'Foot Lotus', division: 'HN-D1' },
  { code: 'HN-D2-F1', name: 'Foot Dragon', division: 'HN-D2' },
  { code: 'JP-D1-F1', name: 'Foot Sakura', division: 'JP-D1' },
  { code: 'CRM-D1-F1', name: 'Foot Orbit', division: 'CRM-D1' },
  { code: 'AI-D1-F1', name: 'Foot Neuron', division: 'AI-D1' },
  { code: 'BACK-F1', name: 'Foot Office', division: 'BACK' },
];

export interface DemoEmployee {
  code: string;
  name: string;
  email: string;
  company: string;
  department: string;
  jobTitle: string;
  position: string;
  division: string;
  foot: string;
  gender: 1 | 2;
  nationality: string;
  level?: number;
  japaneseLevel?: number;
  birthday: string;
  joinDate: string;
}

/** The ten fixed accounts of the README, then the rest of the staff. */
export const demoEmployees: DemoEmployee[] = [
  {
    code: 'HN0001',
    name: 'Trần Thị Mai',
    email: 'admin@demo.test',
    company: 'HANOI',
    department: 'ADMIN',
    jobTitle: 'STAFF',
    position: 'ADMIN',
    division: 'BACK',
    foot: 'BACK-F1',
    gender: 2,
    nationality: 'Vietnamese',
    birthday: '1990-04-12',
    joinDate: '2018-03-01',
  },
  {
    code: 'JP0001',
    name: '山田 太郎',
    email: 'bod@demo.test',
    company: 'JAPAN',
    department: 'BOD',
    jobTitle: 'DIRECTOR',
    position: 'EXEC',
    division: 'JP-D1',
    foot: 'JP-D1-F1',
    gender: 1,
    nationality: 'Japanese',
    japaneseLevel: 1,
    birthday: '1972-09-03',
    joinDate: '2015-04-01',
  },
  {
    code: 'HN0002',
    name: 'Nguyễn Văn Hùng',
    email: 'dm@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'MANAGER',
    position: 'PM',
    division: 'HN-D1',
    foot: 'HN-D1-F1',
    gender: 1,
    nationality: 'Vietnamese',
    level: 5,
    japaneseLevel: 2,
    birthday: '1984-01-22',
    joinDate: '2016-07-01',
  },
  {
    code: 'HN0003',
    name: 'Lê Minh Tuấn',
    email: 'leader@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'LEADER',
    position: 'DEV',
    division: 'HN-D1',
    foot: 'HN-D1-F1',
    gender: 1,
    nationality: 'Vietnamese',
    level: 4,
    japaneseLevel: 3,
    birthday: '1988-06-30',
    joinDate: '2017-02-15',
  },
  {
    code: 'HN0004',
    name: 'Phạm Quang Huy',
    email: 'pm@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'PM',
    division: 'HN-D1',
    foot: 'HN-D1-F2',
    gender: 1,
    nationality: 'Vietnamese',
    level: 4,
    japaneseLevel: 2,
    birthday: '1987-11-08',
    joinDate: '2017-09-01',
  },
  {
    code: 'JP0002',
    name: '佐藤 健一',
    email: 'top@demo.test',
    company: 'JAPAN',
    department: 'DEV',
    jobTitle: 'MANAGER',
    position: 'BRSE',
    division: 'JP-D1',
    foot: 'JP-D1-F1',
    gender: 1,
    nationality: 'Japanese',
    level: 5,
    japaneseLevel: 1,
    birthday: '1980-02-14',
    joinDate: '2016-04-01',
  },
  {
    code: 'HN0005',
    name: 'Đỗ Thu Hà',
    email: 'member@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'DEV',
    division: 'HN-D1',
    foot: 'HN-D1-F1',
    gender: 2,
    nationality: 'Vietnamese',
    level: 2,
    japaneseLevel: 4,
    birthday: '1997-05-19',
    joinDate: '2021-08-02',
  },
  {
    code: 'HN0006',
    name: 'Vũ Đức Long',
    email: 'solo@demo.test',
    company: 'HANOI',
    department: 'DEV',
    jobTitle: 'STAFF',
    position: 'QA',
    division: 'HN-D2',
    foot: 'HN-D2-F1',
    gender: 1,
    nationality: 'Vietnamese',
    level: 2,
    birthday: '1996-12-01',
    joinDate: '2022-03-14',
  },
  {
    code: 'HN0007',
    name: 'Hoàng Thị Lan',
    email: 'pr@demo.test',
    company: 'HANOI',
    department: 'PR',
    jobTitle: 'STAFF',
    position: 'PR',
    division: 'BACK',
    foot: 'BACK-F1',
    gender: 2,
    nationality: 'Vietnamese',
    birthday: '1993-08-25',
    joinDate: '2019-05-06',
  },
  {
    code: 'HN0008',
    name: 'Bùi Thanh Hương',
    email: 'hr@demo.test',
    company: 'HANOI',
    department: 'HR',
    jobTitle: 'MANAGER',
    position: 'HR',
    division: 'BACK',
    foot: 'BACK-F1',
    gender: 2,
    nationality: 'Vietnamese',
    birthday: '1986-03-17',
    joinDate: '2016-10-03',
  },
];

// The rest of the staff: realistic names spread over the companies, divisions and foots.
const staff: Array<[string, string, string, string, 1 | 2, string]> = [
  // code, name, company, foot, gender, position
  ['HN0009', 'Ngô Văn Khánh', 'HANOI', 'HN-D1-F1', 1, 'DEV'],
  ['HN0010', 'Đặng Thị Ngọc', 'HANOI', 'HN-D1-F1', 2, 'QA'],
  ['HN0011', 'Trịnh Công Sơn', 'HANOI', 'HN-D1-F2', 1, 'DEV'],
  ['HN0012', 'Lý Thị Phương', 'HANOI', 'HN-D1-F2', 2, 'DESIGN'],
  ['HN0013', 'Phan Anh Dũng', 'HANOI', 'HN-D1-F2', 1, 'DEV'],
  ['HN0014', 'Đinh Thị Thảo', 'HANOI', 'HN-D2-F1', 2, 'DEV'],
  ['HN0015', 'Tạ Quốc Bảo', 'HANOI', 'HN-D2-F1', 1, 'BRSE'],
  ['HN0016', 'Mai Xuân Trường', 'HANOI', 'HN-D2-F1', 1, 'DEV'],
  ['HN0017', 'Cao Thị Yến', 'HANOI', 'HN-D2-F1', 2, 'QA'],
  ['HN0018', 'Dương Văn Nam', 'HANOI', 'HN-D1-F1', 1, 'DEV'],
  ['HN0019', 'Hồ Thị Kim Anh', 'HANOI', 'BACK-F1', 2, 'ADMIN'],
  ['JP0003', '鈴木 花子', 'JAPAN', 'JP-D1-F1', 2, 'BRSE'],
  ['JP0004', '高橋 翔太', 'JAPAN', 'JP-D1-F1', 1, 'PM'],
  ['JP0005', '田中 美咲', 'JAPAN', 'JP-D1-F1', 2, 'DESIGN'],
  ['JP0006', '伊藤 大輔', 'JAPAN', 'JP-D1-F1', 1, 'DEV'],
  ['JP0007', '渡辺 由美', 'JAPAN', 'JP-D1-F1', 2, 'QA'],
  ['CR0001', 'Nguyễn Thị Hồng', 'CRM', 'CRM-D1-F1', 2, 'PM'],
  ['CR0002', 'Trần Văn Phúc', 'CRM', 'CRM-D1-F1', 1, 'DEV'],
  ['CR0003', 'Lê Thị Bích', 'CRM', 'CRM-D1-F1', 2, 'QA'],
  ['CR0004', 'Phạm Văn Thắng', 'CRM', 'CRM-D1-F1', 1, 'DEV'],
  ['CR0005', 'Võ Thị Diệu', 'CRM', 'CRM-D1-F1', 2, 'DESIGN'],
  ['CR0006', 'Huỳnh Tấn Phát', 'CRM', 'CRM-D1-F1', 1, 'DEV'],
  ['AI0001', 'Nguyễn Hoàng Minh', 'AI', 'AI-D1-F1', 1, 'PM'],
  ['AI0002', 'Trần Khánh Linh', 'AI', 'AI-D1-F1', 2, 'DEV'],
  ['AI0003', 'Lâm Gia Huy', 'AI', 'AI-D1-F1', 1, 'DEV'],
  ['AI0004', 'Châu Ngọc Trâm', 'AI', 'AI-D1-F1', 2, 'QA'],
  ['AI0005', 'Kiều Văn Toàn', 'AI', 'AI-D1-F1', 1, 'DEV'],
  ['AI0006', 'Tô Thị Hạnh', 'AI', 'AI-D1-F1', 2, 'DEV'],
  ['AI0007', 'La Minh Nhật', 'AI', 'AI-D1-F1', 1, 'BRSE'],
  ['HN0020', 'Quách Thị Vân', 'HANOI', 'HN-D2-F1', 2, 'DEV'],
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

for (const [i, [code, name, company, foot, gender, position]] of staff.entries()) {
  const division = demoFoots.find((f) => f.code === foot)?.division ?? 'BACK';
  demoEmployees.push({
    code,
    name,
    email: /^[\x20-\x7e]+$/.test(ascii(name))
      ? `${ascii(name).split(' ').join('.')}@demo.test`
      : `${code.toLowerCase()}@demo.test`,
    company,
    department: position === 'ADMIN' ? 'ADMIN' : 'DEV',
    jobTitle: 'STAFF',
    position,
    division,
    foot,
    gender,
    nationality: company === 'JAPAN' ? 'Japanese' : 'Vietnamese',
    level: (i % 5) + 1,
    japaneseLevel: company === 'JAPAN' ? 1 : i % 6,
    birthday: `${1985 + (i % 15)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    joinDate: `${2017 + (i % 8)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
  });
}

/** Who leads what: division managers, foot leaders, department managers (by employee email). */
export const demoLeads = {
  divisionManagers: { 'HN-D1': 'dm@demo.test', 'JP-D1': 'top@demo.test' } as Record<string, string>,
  footLeaders: { 'HN-D1-F1': 'leader@demo.test' } as Record<string, string>,
  departmentManagers: { HR: 'hr@demo.test', BOD: 'bod@demo.test' } as Record<string, string>,
};

export const demoProjects = [
  {
    code: 'ALPHA',
    name: 'Alpha',
    customer: 'Sakura Retail Co., Ltd.',
    start_date: '2025-04-01',
    end_date: '2027-03-31',
    description: 'Store operations platform for a Japanese retail chain.',
    members: [
      ['pm@demo.test', 'PM'],
      ['top@demo.test', 'TOP'],
      ['member@demo.test', 'MEMBER'],
      ['ngo.van.khanh@demo.test', 'MEMBER'],
      ['dang.thi.ngoc@demo.test', 'MEMBER'],
      ['duong.van.nam@demo.test', 'MEMBER'],
    ],
  },
  {
    code: 'BETA',
    name: 'Beta',
    customer: 'Fuji Logistics',
    start_date: '2026-01-05',
    end_date: '2026-12-25',
    description: 'Delivery tracking mobile application.',
    members: [
      ['tran.khanh.linh@demo.test', 'PM'],
      ['top@demo.test', 'TOP'],
      ['lam.gia.huy@demo.test', 'MEMBER'],
      ['chau.ngoc.tram@demo.test', 'MEMBER'],
      ['kieu.van.toan@demo.test', 'MEMBER'],
    ],
  },
  {
    code: 'GAMMA',
    name: 'Gamma',
    customer: 'Hikari Insurance',
    start_date: '2024-10-01',
    end_date: '2026-09-30',
    description: 'Customer relationship management system.',
    members: [
      ['nguyen.thi.hong@demo.test', 'PM'],
      ['dm@demo.test', 'TOP'],
      ['tran.van.phuc@demo.test', 'MEMBER'],
      ['le.thi.bich@demo.test', 'MEMBER'],
      ['pham.van.thang@demo.test', 'MEMBER'],
    ],
  },
] as const;
