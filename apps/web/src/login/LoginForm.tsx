import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@staffhub/domain';
import { type FormEvent, useId, useState } from 'react';
import { codeMessageText, fieldErrorText } from '../i18n/fieldErrors';
import type { Translator } from '../i18n/translator';
import { type SignInResult, signIn } from './signIn';
import './login.css';

type Field = 'email' | 'password';
interface Failure {
  fields: Partial<Record<Field, string>>;
  form: string | null;
}

const NO_FAILURE: Failure = { fields: {}, form: null };

/** What a failed sign-in says, and where: under the fields it names, or above the button. */
export function describeFailure(tr: Translator, result: Exclude<SignInResult, { ok: true }>): Failure {
  const fields: Failure['fields'] = {};
  for (const field of ['email', 'password'] as const) {
    const first = result.errors?.[field]?.[0];
    if (first) fields[field] = fieldErrorText(tr, field, first);
  }
  const named = Object.keys(fields).length > 0;
  return { fields, form: named ? null : codeMessageText(tr, result.code) };
}

/**
 * The sign-in card, in plain HTML (no component library): it is the whole first load of /login.
 * The rules are the server's (ZLogin): its answer is shown under the fields it names.
 */
export function LoginForm({ tr, onSignedIn }: { tr: Translator; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(NO_FAILURE);
    const result = await signIn({ email: email.trim(), password });
    if (result.ok) {
      onSignedIn();
      return;
    }
    setBusy(false);
    setFailure(describeFailure(tr, result));
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) =>
    failure.fields[field] ? (
      <div id={errorId(field)} className="login-field-error">
        {failure.fields[field]}
      </div>
    ) : null;

  return (
    <section className="login-card" aria-labelledby={`${id}-title`}>
      <div className="login-heading">
        <h1 id={`${id}-title`}>{tr.t('auth.title')}</h1>
        <p>{tr.t('auth.subtitle')}</p>
      </div>
      <form id="login" noValidate onSubmit={(event) => void submit(event)}>
        <div className="login-field">
          <label htmlFor="login_email">{tr.t('fields.email')}</label>
          <input
            id="login_email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            maxLength={EMAIL_MAX_LENGTH}
            // biome-ignore lint/a11y/noAutofocus: the screen has one task; SPEC 2 lands people here
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={failure.fields.email ? true : undefined}
            aria-describedby={failure.fields.email ? errorId('email') : undefined}
          />
          {fieldError('email')}
        </div>
        <div className="login-field">
          <label htmlFor="login_password">{tr.t('fields.password')}</label>
          <div className="login-password">
            <input
              id="login_password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={failure.fields.password ? true : undefined}
              aria-describedby={failure.fields.password ? errorId('password') : undefined}
            />
            <button
              type="button"
              className="login-reveal"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {tr.t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
            </button>
          </div>
          {fieldError('password')}
        </div>
        {failure.form && (
          <div role="alert" className="login-alert">
            {failure.form}
          </div>
        )}
        <button
          type="submit"
          className="login-submit"
          data-testid="login-submit"
          aria-busy={busy}
          disabled={busy}
        >
          {busy && <span className="login-spinner" aria-hidden="true" />}
          {tr.t('auth.submit')}
        </button>
      </form>
    </section>
  );
}
