import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
const artifacts = path.join(import.meta.dirname, '..', 'artifacts');

/** Signs in through the login form, as a user would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(password);
  await page.locator('form[id="login"] button[type="submit"]').click();
}

/** Sets the language cookie before the first page load. */
export async function useLocale(page: Page, locale: 'ja' | 'en' | 'vi') {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  await page.context().addCookies([{ name: 'locale', value: locale, domain: url.hostname, path: '/' }]);
}

/** A screenshot kept under e2e/artifacts for people to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

export const test = base;
export { expect };
