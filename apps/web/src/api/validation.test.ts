import { codeFieldErrors, ZChangePassword } from '@staffhub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { schemaRule, translateFieldError } from './validation';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

async function validate(field: string, values: Record<string, unknown>): Promise<string | null> {
  const rule = schemaRule(ZChangePassword, field, { password: 'fields.currentPassword' });
  const resolved = typeof rule === 'function' ? rule({ getFieldsValue: () => values } as never) : rule;
  try {
    await resolved.validator?.({} as never, values[field], () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('field validation messages', () => {
  it('translates a rule with the field label and params in each language', async () => {
    const error = { rule: 'min', message: 'raw', params: { min: 6 } };
    expect(translateFieldError('password_new', error)).toBe('New password must be at least 6 characters.');
    await i18n.changeLanguage('vi');
    expect(translateFieldError('password_new', error)).toBe('Mật khẩu mới phải có ít nhất 6 ký tự.');
    await i18n.changeLanguage('en');
  });

  it("puts a refusal's own code under its field in the user's language", async () => {
    const [error] = codeFieldErrors(5070, ['date']).date ?? [];
    if (!error) throw new Error('no field error');
    expect(translateFieldError('date', error)).toBe(i18n.t('errors.5070'));
    await i18n.changeLanguage('ja');
    expect(translateFieldError('date', error)).toBe(i18n.t('errors.5070'));
    expect(translateFieldError('date', error)).not.toBe(error.message);
    await i18n.changeLanguage('en');
  });

  it('uses the server text only for an unknown rule', () => {
    expect(translateFieldError('x', { rule: 'brand_new_rule', message: 'Server says no.' })).toBe(
      'Server says no.',
    );
  });

  it('runs the shared ZChangePassword schema in the form', async () => {
    expect(await validate('password', {})).toBe('Current password is required.');
    expect(
      await validate('password_new', { password: 'old-pass', password_new: '123', confirmPassword: '123' }),
    ).toBe('New password must be at least 6 characters.');
    expect(
      await validate('confirmPassword', {
        password: 'old-pass',
        password_new: 'new-pass',
        confirmPassword: 'other',
      }),
    ).toBe('Confirm new password must match New password.');
    expect(
      await validate('password_new', {
        password: 'same-pass',
        password_new: 'same-pass',
        confirmPassword: 'same-pass',
      }),
    ).toBe('New password must be different from Current password.');
    expect(
      await validate('confirmPassword', {
        password: 'old-pass',
        password_new: 'new-pass',
        confirmPassword: 'new-pass',
      }),
    ).toBeNull();
  });
});
