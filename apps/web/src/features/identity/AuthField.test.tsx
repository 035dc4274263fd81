import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthField, CodeField, DigitsField, PasswordField } from './AuthField';

const ignore = () => undefined;

describe('the sign-in family fields', () => {
  it('labels the input by its id and keeps what is given under it', () => {
    const html = renderToString(
      <AuthField id="login" label="Login" autoComplete="username" value="" onChange={ignore}>
        <small>hint</small>
      </AuthField>,
    );
    expect(html).toContain('<label for="login">Login</label>');
    expect(html).toMatch(/<input id="login" autoComplete="username" value=""\/><small>hint<\/small>/);
  });

  it('asks for exactly `length` digits', () => {
    const html = renderToString(<DigitsField id="account" label="Account ID" length={9} autoComplete="username" value="" onDigits={ignore} />);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('pattern="\\d{9}"');
    expect(html).toContain('maxLength="9"');
    expect(html).toContain('required=""');
  });

  it('takes a 6-digit one-time code', () => {
    const html = renderToString(<CodeField id="code" label="Code" value="12" onDigits={ignore} />);
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('pattern="\\d{6}"');
    expect(html).toContain('maxLength="6"');
  });

  it('hides a password and requires it', () => {
    const html = renderToString(<PasswordField id="password" label="Password" autoComplete="new-password" minLength={8} value="" onPassword={ignore} />);
    expect(html).toContain('type="password"');
    expect(html).toContain('autoComplete="new-password"');
    expect(html).toContain('minLength="8"');
    expect(html).toContain('required=""');
  });
});
