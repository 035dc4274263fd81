import {
  BackofficeOperatorPaths,
  BackofficePaths,
  NewStaffResponseSchema,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  StaffListResponseSchema,
  StaffMemberSchema,
  StaffResetResponseSchema,
  type NewStaffResponse,
  type StaffMember,
  type StaffResetResponse,
  type StaffRole,
} from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call } from '../api';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { useList } from './useList';

const t = texts.staff;
const a = texts.staffAdmin;

const stateOf = (member: StaffMember, now: number) =>
  member.disabled ? a.disabled : member.must_reset ? a.resetting : member.locked_until && Date.parse(member.locked_until) > now ? a.locked : a.active;

/** The staff list; an admin adds a member and sees their authenticator secret once, to hand over in person. */
export function StaffPage() {
  const me = useStaff();
  const [created, setCreated] = useState<NewStaffResponse | null>(null);
  const [reset, setReset] = useState<(StaffResetResponse & { login: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const list = useList(async () => (await call(StaffListResponseSchema, BackofficePaths.staff)).entities, String(version));
  const ids = { login: useId(), name: useId(), password: useId(), roles: useId() };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    try {
      const response = await call(NewStaffResponseSchema, BackofficePaths.staff, {
        method: 'POST',
        body: { login: String(form.get('login') ?? ''), name: String(form.get('name') ?? ''), password: String(form.get('password') ?? ''), roles: form.getAll('roles').map(String) as StaffRole[] },
      });
      setCreated(response);
      setError(null);
      formElement.reset();
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(failure instanceof BackofficeError && failure.code === 'already_decided' ? t.loginTaken : errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
  };

  const manage = can(me, 'staff.manage');
  const act = async (member: StaffMember, action: 'disable' | 'enable' | 'reset') => {
    try {
      if (action === 'reset') {
        setReset({ ...(await call(StaffResetResponseSchema, BackofficeOperatorPaths.staffReset(member.id), { method: 'POST' })), login: member.login });
        setCreated(null);
      } else await call(StaffMemberSchema, BackofficeOperatorPaths.staffState(member.id), { method: 'POST', body: { disabled: action === 'disable' } });
      setError(null);
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    }
  };

  return (
    <section aria-labelledby="staff-heading">
      <div className="page-head">
        <h1 id="staff-heading">{t.heading}</h1>
      </div>
      {can(me, 'staff.manage') && (
        <form className="filters" onSubmit={(event) => void add(event)} aria-label={t.add}>
          <span className="field">
            <label htmlFor={ids.login}>{t.login}</label>
            <input id={ids.login} name="login" required minLength={3} maxLength={64} pattern="[A-Za-z0-9._\-]+" autoComplete="off" />
          </span>
          <span className="field">
            <label htmlFor={ids.name}>{t.name}</label>
            <input id={ids.name} name="name" required maxLength={100} autoComplete="off" />
          </span>
          <span className="field">
            <label htmlFor={ids.password}>{t.password}</label>
            <input id={ids.password} name="password" type="password" required minLength={STAFF_PASSWORD_MIN_LENGTH} autoComplete="new-password" />
          </span>
          <fieldset className="roles-field">
            <legend>{t.roles}</legend>
            {STAFF_ROLES.map((role) => (
              <span className="check" key={role}>
                <input id={`${ids.roles}-${role}`} type="checkbox" name="roles" value={role} />
                <label htmlFor={`${ids.roles}-${role}`}>{t.roleNames[role]}</label>
              </span>
            ))}
          </fieldset>
          <span className="actions">
            <button className="button primary small" type="submit">
              {t.add}
            </button>
          </span>
        </form>
      )}
      <div aria-live="polite">
        {error && <p className="error">{error}</p>}
        {reset && (
          <div className="secret">
            <p>
              {a.resetLead} <strong>{reset.login}</strong> {a.resetOnce}
            </p>
            <p>
              {a.temporary}: <code data-testid="temporary-password">{reset.temporary_password}</code>
            </p>
          </div>
        )}
        {created && (
          <div className="secret">
            <p>
              {t.createdLead} <strong>{created.staff.login}</strong>. {t.secretOnce}
            </p>
            <p>
              {t.secret}: <code data-testid="totp-secret">{created.totp_secret}</code>
            </p>
            <p>
              {t.uri}: <code>{created.totp_uri}</code>
            </p>
          </div>
        )}
      </div>
      {list.error && (
        <p className="error" role="alert">
          {list.error}
        </p>
      )}
      {!list.rows && !list.error && <p className="muted">{texts.app.loading}</p>}
      {list.rows && (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">{t.columns.id}</th>
              <th scope="col">{t.columns.login}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.roles}</th>
              <th scope="col">{t.columns.permissions}</th>
              <th scope="col">{a.state}</th>
              {manage && <th scope="col">{a.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((member) => (
              <tr key={member.id}>
                <td className="num">{member.id}</td>
                <td>{member.login}</td>
                <td>{member.name}</td>
                <td>{member.roles.map((role) => t.roleNames[role]).join(', ')}</td>
                <td className="muted">{member.permissions.join(', ') || '—'}</td>
                <td>{stateOf(member, Date.now())}</td>
                {manage && (
                  <td className="nowrap">
                    {member.id === me?.id ? (
                      <span className="muted">{a.you}</span>
                    ) : (
                      <>
                        <button type="button" className="button small" onClick={() => void act(member, member.disabled ? 'enable' : 'disable')} aria-label={`${member.disabled ? a.enable : a.disable} ${member.login}`}>
                          {member.disabled ? a.enable : a.disable}
                        </button>{' '}
                        <button type="button" className="button small" onClick={() => void act(member, 'reset')} aria-label={`${a.reset}: ${member.login}`}>
                          {a.reset}
                        </button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
