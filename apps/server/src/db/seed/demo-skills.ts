/**
 * The demo's skill sheets (issue #17, docs/api-skills.md): a catalogue of about sixty real skills
 * over the six types, and a sheet for most demo employees. The fixed accounts have hand-written
 * sheets (the member a junior front-end developer, the PM a Java PM with business Japanese, the
 * leader a senior Java and cloud engineer who knows Kubernetes: the staffing search of the browser
 * test finds him); the rest of the staff get a stack by their position, level and place in the list,
 * and Japanese lines by their JLPT level. Deterministic: no random source, no clock.
 *
 * Idempotent: catalogue skills are keyed by (type, name, any case); a person who already has a line
 * on their sheet is left as they are.
 */
import { rankForYears, type SkillRank, type SkillType } from '@staffhub/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { employeeSkills, employees, skills } from '../schema';
import { type DemoEmployee, demoEmployees } from './demo-data';

export const DEMO_SKILLS: Record<SkillType, readonly string[]> = {
  language: [
    'TypeScript',
    'JavaScript',
    'Java',
    'Go',
    'Python',
    'PHP',
    'C#',
    'Kotlin',
    'Swift',
    'Ruby',
    'C++',
    'SQL',
    'HTML/CSS',
  ],
  framework: [
    'React',
    'Vue.js',
    'Angular',
    'Next.js',
    'Node.js (Express)',
    'NestJS',
    'Spring Boot',
    'Laravel',
    '.NET',
    'Django',
    'FastAPI',
    'Ruby on Rails',
    'Flutter',
    'React Native',
  ],
  database: ['PostgreSQL', 'MySQL', 'Oracle Database', 'MongoDB', 'Redis', 'SQL Server', 'Elasticsearch'],
  cloud: ['AWS', 'Azure', 'Google Cloud (GCP)', 'Docker', 'Kubernetes', 'Terraform', 'Firebase'],
  tool: [
    'Git',
    'Jira',
    'Confluence',
    'Backlog',
    'Redmine',
    'Figma',
    'Jenkins',
    'GitHub Actions',
    'Selenium',
    'Playwright',
    'JMeter',
    'Postman',
  ],
  japanese: [
    'Business Japanese',
    'IT Japanese',
    'Interpretation (comtor)',
    'Japanese writing (specs, e-mails)',
    'Translation (Japanese–Vietnamese)',
    'Keigo (honorific Japanese)',
  ],
};

/** A sheet line: the skill's name, years of experience, and a rank when it is not `rankForYears`'s. */
type Line = readonly [name: string, years: number, rank?: SkillRank];

/** The fixed accounts of the README, by e-mail. */
const ACCOUNTS: Record<string, readonly Line[]> = {
  'member@demo.test': [
    ['TypeScript', 2.5],
    ['JavaScript', 3],
    ['React', 2.5],
    ['Vue.js', 0.8],
    ['HTML/CSS', 3.5],
    ['PostgreSQL', 1.5],
    ['Git', 3],
    ['Jira', 2],
    ['Docker', 0.5],
    ['IT Japanese', 1, 2],
  ],
  'pm@demo.test': [
    ['Java', 9],
    ['Spring Boot', 6],
    ['MySQL', 8],
    ['AWS', 2.5],
    ['Jira', 7],
    ['Backlog', 6],
    ['Confluence', 5],
    ['Business Japanese', 6, 4],
    ['IT Japanese', 7, 4],
    ['Japanese writing (specs, e-mails)', 5, 4],
  ],
  'leader@demo.test': [
    ['Java', 9],
    ['Spring Boot', 7],
    ['TypeScript', 4],
    ['React', 4],
    ['PostgreSQL', 7],
    ['Redis', 3],
    ['AWS', 4.5],
    ['Docker', 5],
    ['Kubernetes', 3.5],
    ['Terraform', 2],
    ['Git', 9],
    ['Jenkins', 4],
    ['IT Japanese', 3, 3],
  ],
  'dm@demo.test': [
    ['Java', 15],
    ['C#', 8],
    ['.NET', 8],
    ['SQL Server', 10],
    ['Oracle Database', 6],
    ['Azure', 3],
    ['Jira', 10],
    ['Business Japanese', 8, 4],
    ['IT Japanese', 10, 5],
  ],
  'top@demo.test': [
    ['Java', 12, 4],
    ['Oracle Database', 10, 4],
    ['Backlog', 10],
    ['Jira', 6],
    ['Business Japanese', 20],
    ['Japanese writing (specs, e-mails)', 20],
    ['Keigo (honorific Japanese)', 20],
  ],
  'bod@demo.test': [
    ['Java', 20, 4],
    ['Business Japanese', 25],
    ['Keigo (honorific Japanese)', 25],
    ['Confluence', 6, 3],
  ],
  'solo@demo.test': [
    ['Selenium', 4],
    ['Playwright', 2],
    ['JMeter', 2.5],
    ['Postman', 4],
    ['Python', 2],
    ['SQL', 3.5],
    ['Jira', 4],
  ],
  'hr@demo.test': [
    ['Confluence', 4],
    ['Jira', 2, 2],
    ['Business Japanese', 1.5, 2],
  ],
  'pr@demo.test': [
    ['Figma', 3],
    ['HTML/CSS', 1.5],
  ],
  'admin@demo.test': [
    ['Confluence', 6],
    ['Jira', 5],
    ['Redmine', 4],
  ],
};

/** A developer's stack: base years at Dev3 (scaled by level). */
const DEV_STACKS: readonly (readonly Line[])[] = [
  [
    ['Java', 4],
    ['Spring Boot', 3],
    ['MySQL', 3.5],
    ['Docker', 1.5],
    ['Git', 4],
  ],
  [
    ['TypeScript', 3],
    ['React', 3],
    ['Next.js', 1.5],
    ['Node.js (Express)', 2],
    ['PostgreSQL', 2.5],
    ['Git', 3.5],
  ],
  [
    ['PHP', 4],
    ['Laravel', 3.5],
    ['Vue.js', 2],
    ['MySQL', 4],
    ['Redis', 1],
    ['Git', 4],
  ],
  [
    ['C#', 3.5],
    ['.NET', 3],
    ['SQL Server', 3],
    ['Azure', 1.5],
    ['Angular', 2],
    ['Git', 3.5],
  ],
  [
    ['Python', 3.5],
    ['Django', 2.5],
    ['FastAPI', 1.5],
    ['PostgreSQL', 3],
    ['Google Cloud (GCP)', 1.5],
    ['Docker', 2],
  ],
  [
    ['Kotlin', 3],
    ['Swift', 2.5],
    ['Flutter', 2],
    ['Firebase', 2],
    ['Git', 3],
  ],
  [
    ['Go', 2.5],
    ['Kubernetes', 2],
    ['AWS', 3],
    ['Terraform', 1.5],
    ['PostgreSQL', 3],
    ['GitHub Actions', 2],
  ],
];
const BY_POSITION: Record<string, readonly (readonly Line[])[]> = {
  QA: [
    [
      ['Selenium', 3],
      ['Playwright', 1.5],
      ['Postman', 3],
      ['Jira', 3.5],
      ['SQL', 2],
    ],
    [
      ['JMeter', 2],
      ['Postman', 2.5],
      ['Python', 1.5],
      ['Backlog', 3],
      ['Redmine', 2],
    ],
  ],
  DESIGN: [
    [
      ['Figma', 4],
      ['HTML/CSS', 3],
      ['JavaScript', 1],
    ],
  ],
  BRSE: [
    [
      ['Java', 3],
      ['Backlog', 4],
      ['Jira', 3],
      ['Interpretation (comtor)', 3],
    ],
  ],
  PM: [
    [
      ['Jira', 5],
      ['Backlog', 4],
      ['Confluence', 4],
      ['Java', 5, 3],
    ],
  ],
};
/** Dev1..Dev5 as a share of the stack's years. */
const LEVEL_SCALE = [0.4, 0.7, 1, 1.6, 2.4];

const years = (n: number) => Math.min(99.9, Math.max(0.1, Math.round(n * 10) / 10));

/** Japanese lines by JLPT level (a Japanese national writes and speaks it natively). */
function japaneseLines(e: DemoEmployee, i: number): Line[] {
  if (e.nationality === 'Japanese')
    return [
      ['Business Japanese', years(8 + (i % 10))],
      ['Japanese writing (specs, e-mails)', years(8 + (i % 10))],
    ];
  const level = e.japaneseLevel ?? 0;
  if (level === 1 || level === 2)
    return [
      ['Business Japanese', years(2 + (i % 5)), 4],
      ['IT Japanese', years(3 + (i % 4)), 4],
      ['Translation (Japanese–Vietnamese)', years(1 + (i % 3)), 3],
    ];
  if (level === 3) return [['IT Japanese', years(1.5 + (i % 3)), 3]];
  if (level >= 4) return [['IT Japanese', years(0.5 + (i % 2) * 0.5), 2]];
  return [];
}

/** A staff member's sheet: their position's stack scaled by level, and their Japanese. */
export function demoSheetOf(e: DemoEmployee, i: number): Line[] {
  const fixed = ACCOUNTS[e.email];
  if (fixed) return [...fixed];
  const stacks = BY_POSITION[e.position] ?? (e.position === 'DEV' ? DEV_STACKS : []);
  const stack = stacks.length ? (stacks[i % stacks.length] ?? []) : [];
  const scale = LEVEL_SCALE[((e.level ?? 3) - 1) % LEVEL_SCALE.length] ?? 1;
  const lines: Line[] = [
    ...stack.map(([name, base, rank]): Line => [name, years(base * scale), rank]),
    ...japaneseLines(e, i),
  ];
  // Each skill once (a stack may name one the Japanese lines name too).
  return [...new Map(lines.map((l) => [l[0], l])).values()];
}

/** Seeds the catalogue and the demo sheets. Run after `seedDemo`. */
export async function seedDemoSkills(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = Object.entries(DEMO_SKILLS).flatMap(([type, names]) =>
      names.map((name) => ({ type, name })),
    );
    await tx.insert(skills).values(catalogue).onConflictDoNothing();
    const keyOf = (type: string, name: string) => `${type}:${name.toLowerCase()}`;
    const typeOf = new Map(catalogue.map((c) => [c.name, c.type]));
    const skillIds = new Map(
      (await tx.select({ id: skills.id, type: skills.type, name: skills.name }).from(skills)).map((s) => [
        keyOf(s.type, s.name),
        s.id,
      ]),
    );
    const emails = demoEmployees.map((e) => e.email.toLowerCase());
    const people = await tx
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(inArray(sql`lower(${employees.email})`, emails));
    const idOf = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
    const withSheet = new Set(
      (
        await tx
          .selectDistinct({ id: employeeSkills.employee_id })
          .from(employeeSkills)
          .where(inArray(employeeSkills.employee_id, people.map((p) => p.id).concat(0)))
      ).map((r) => r.id),
    );
    const rows = demoEmployees.flatMap((e, i) => {
      const employeeId = idOf.get(e.email.toLowerCase());
      if (employeeId === undefined || withSheet.has(employeeId)) return [];
      return demoSheetOf(e, i).flatMap(([name, y, rank]) => {
        const skillId = skillIds.get(keyOf(typeOf.get(name) ?? '', name));
        if (skillId === undefined) throw new Error(`demo skills: unknown skill ${name}`);
        return [{ employee_id: employeeId, skill_id: skillId, rank: rank ?? rankForYears(y) ?? 0, years: y }];
      });
    });
    if (rows.length) await tx.insert(employeeSkills).values(rows).onConflictDoNothing();
  });
}
