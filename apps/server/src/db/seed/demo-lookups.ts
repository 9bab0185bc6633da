import type { Customer, TECHNOLOGY_CATEGORIES } from '@staffhub/domain';
import type { Db } from '../client';
import { customers, technologies } from '../schema';

/**
 * Demo customers and technologies for the people forms' lookups: the customers of the demo projects
 * and a few more, Japanese and Vietnamese, companies and individuals, in every status; technologies
 * in every category the skill sheets group by.
 */

/** type: 1 company, 2 individual; status: 1 important, 2 potential, 3 general. */
export const demoCustomers: ReadonlyArray<Omit<Customer, 'id'>> = [
  { name: 'Sakura Retail Co., Ltd.', type: 1, status: 1 },
  { name: 'Fuji Logistics', type: 1, status: 1 },
  { name: 'Hikari Insurance', type: 1, status: 3 },
  { name: 'Minato Medical Systems K.K.', type: 1, status: 2 },
  { name: 'Công ty Cổ phần Sông Hồng Tech', type: 1, status: 1 },
  { name: 'Công ty TNHH Thương mại Sen Vàng', type: 1, status: 2 },
  { name: 'Tanaka Kenji', type: 2, status: 3 },
  { name: 'Nguyễn Minh Tuấn', type: 2, status: 2 },
];

/** Technologies by category; every category of `TECHNOLOGY_CATEGORIES` has some. */
const technologiesByCategory: Record<(typeof TECHNOLOGY_CATEGORIES)[number], readonly string[]> = {
  language: ['TypeScript', 'JavaScript', 'Java', 'C#', 'Python', 'PHP', 'Go', 'Ruby'],
  framework: ['React', 'Vue.js', 'Angular', 'Next.js', 'Spring Boot', 'Laravel', '.NET', 'Django'],
  database: ['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'MongoDB', 'Redis'],
  cloud: ['AWS', 'Microsoft Azure', 'Google Cloud'],
  tool: ['Git', 'Docker', 'Kubernetes', 'Jenkins', 'Jira'],
  mobile: ['Swift', 'Kotlin', 'Flutter', 'React Native'],
};

export const demoTechnologies = Object.entries(technologiesByCategory).flatMap(([category, names]) =>
  names.map((name) => ({ name, category })),
);

/**
 * Inserts the demo customers and technologies. Idempotent: both are keyed by their unique name, and
 * a row already there is left as it is (an administrator may have changed a customer's status).
 */
export async function seedDemoLookups(db: Db): Promise<void> {
  await db
    .insert(customers)
    .values([...demoCustomers])
    .onConflictDoNothing({ target: customers.name });
  await db
    .insert(technologies)
    .values([...demoTechnologies])
    .onConflictDoNothing({ target: technologies.name });
}
