import {
  AccountConversionResponseSchema,
  AccountsPaths,
  AvailableCurrenciesResponseSchema,
  CurrencyChangeResponseSchema,
  currencyChangeFailureMessage,
  type AvailableCurrency,
} from '@betting/contracts';
import { convertReminderDue, convertReminderShown, readConvertReminderLog, type AccountConversionStatus, type ConvertReminderLog } from '@betting/notices';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notices } from '../../app/notices';
import { accounts } from '../../entities/accounts/accounts.model';
import { apiRequest, isApiFailure } from '../../shared/api/api';
import { Dialog } from '../../shared/ui/Dialog';
import './convert-account.css';

/** The browser session's log of reminded users and statuses (spec §4: once per session per user by status). */
const LOG_KEY = 'convert_account_reminder';

function readLog(): ConvertReminderLog {
  try {
    return readConvertReminderLog(window.sessionStorage.getItem(LOG_KEY));
  } catch {
    return {};
  }
}

function writeLog(log: ConvertReminderLog): void {
  try {
    window.sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
  } catch {
    // storage refused: the reminder may show again on the next page load
  }
}

interface Reminder {
  readonly status: AccountConversionStatus;
  readonly accountId: number;
}

/** The office's answer either way; a refusal's `data.message` is the server's text in the bettor's language. */
async function convert(accountId: number, currencyId: number): Promise<{ ok: true; message: string | undefined } | { ok: false; message: string | null }> {
  try {
    const answer = await apiRequest({
      method: 'POST',
      path: AccountsPaths.convertAccount,
      body: { account_id: accountId, currency_id: currencyId },
      schema: CurrencyChangeResponseSchema,
    });
    return answer.success ? { ok: true, message: answer.data.message } : { ok: false, message: answer.data.message };
  } catch (failure) {
    return {
      ok: false,
      message: isApiFailure(failure) && failure.kind === 'http' ? currencyChangeFailureMessage(failure.body) : null,
    };
  }
}

/**
 * Spec §3, §4: the convert-account reminder. A signed-in bettor whose main account (status 1) or an additional one
 * (status 2) has never held money is told, once per browser session per user and status, that its currency can still
 * change; "Change currency" converts it (the server refuses once money has moved, so nothing is ever exchanged).
 */
export function ConvertAccountReminder({ userId }: { readonly userId: number }) {
  const { t } = useTranslation('pages');
  const [reminder, setReminder] = useState<Reminder | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [visibleAccounts, refreshBalance] = useUnit([accounts.$visibleAccounts, accounts.balanceRefreshRequested]);

  useEffect(() => {
    let current = true;
    apiRequest({
      method: 'GET',
      path: AccountsPaths.conversion,
      schema: AccountConversionResponseSchema,
    })
      .then((answer) => {
        const log = readLog();
        if (!current || answer.status === 0 || answer.account_id === null || !convertReminderDue(userId, answer.status, log)) return;
        writeLog(convertReminderShown(userId, answer.status, log));
        setReminder({ status: answer.status, accountId: answer.account_id });
      })
      // A reminder is not a must: a failed status call shows nothing this time.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);

  const account = reminder ? visibleAccounts.find((candidate) => candidate.id === reminder.accountId) : undefined;
  if (!reminder || !account) return null;
  const kind = reminder.status === 1 ? 'main' : 'additional';
  const done = (message: string | undefined) => {
    setChoosing(false);
    setReminder(null);
    refreshBalance();
    notices.notificationShown({
      id: 'account-converted',
      kind: 'success',
      timed: true,
      text: { message: message ?? t('convertAccount.done') },
    });
  };
  return (
    <>
      <div className="notice-banner notice-banner--info convert-reminder" role="status" data-testid="convert-account-reminder">
        <span>{t(`convertAccount.${kind}`, { iso: account.iso })}</span>
        <button type="button" className="button button--primary" onClick={() => setChoosing(true)}>
          {t('convertAccount.change')}
        </button>
        <button type="button" className="notification__close" onClick={() => setReminder(null)}>
          {t('convertAccount.later')}
        </button>
      </div>
      {choosing ? <ConvertDialog accountId={account.id} iso={account.iso} held={visibleAccounts.map((held) => held.iso)} onClose={() => setChoosing(false)} onDone={done} /> : null}
    </>
  );
}

function ConvertDialog(props: {
  readonly accountId: number;
  readonly iso: string;
  readonly held: readonly string[];
  readonly onClose: () => void;
  readonly onDone: (message: string | undefined) => void;
}) {
  const { accountId, iso, held, onClose, onDone } = props;
  const { t } = useTranslation('pages');
  const titleId = useId();
  const selectId = useId();
  const [offered, setOffered] = useState<readonly AvailableCurrency[] | null>(null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    apiRequest({
      method: 'GET',
      path: AccountsPaths.currencies,
      schema: AvailableCurrenciesResponseSchema,
    })
      .then((answer) => {
        if (current) setOffered(answer.currencies.filter((currency) => !held.includes(currency.iso)));
      })
      .catch(() => {
        if (current) setError(t('convertAccount.failed'));
      });
    return () => {
      current = false;
    };
    // The offer is read once per opening; the held currencies cannot change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (currencyId === null || busy) return;
    setBusy(true);
    setError(null);
    void convert(accountId, currencyId).then((result) => {
      setBusy(false);
      if (result.ok) onDone(result.message);
      else setError(result.message ?? t('convertAccount.failed'));
    });
  };

  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={t('convertAccount.close')}>
      <h2 id={titleId}>{t('convertAccount.title', { iso })}</h2>
      <p>{t('convertAccount.explain')}</p>
      <form className="convert-reminder__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={selectId}>{t('convertAccount.currency')}</label>
          <select
            id={selectId}
            value={currencyId ?? ''}
            disabled={offered === null}
            onChange={(event) => setCurrencyId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('convertAccount.choose')}</option>
            {(offered ?? []).map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.iso} ({currency.symbol})
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p className="convert-reminder__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={currencyId === null || busy} aria-busy={busy}>
          {t('convertAccount.confirm')}
        </button>
      </form>
    </Dialog>
  );
}
