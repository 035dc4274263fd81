import { FRIENDS_PAGE_SIZE } from '@betting/contracts';
import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { useMoney } from '../../bonuses/format';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusOfficeNav } from './BonusOfficeNav';
import { $copyState, $friends, $friendsFailed, friendsPageRequested, linkCopyRequested } from './bring-friend.model';
import { Pager } from './Pager';
import '../../bonuses/bonuses.css';

const STEPS = ['share', 'register', 'deposit'] as const;

/** `office/bringfriend`: the person's referral link with a copy button, how it works, and the friends who joined. */
export function BringFriendPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const money = useMoney();
  const moment = useFormatMoment();
  const field = useRef<HTMLInputElement>(null);
  const [answer, failed, copyState, requested, copy] = useUnit([$friends, $friendsFailed, $copyState, friendsPageRequested, linkCopyRequested]);
  useEffect(() => {
    requested({ page: 1, lng });
  }, [requested, lng]);
  // When the browser refuses the clipboard, the link is selected so that the person copies it by hand.
  useEffect(() => {
    if (copyState === 'failed') field.current?.select();
  }, [copyState]);

  return (
    <OfficeLayout routeId="office.bringfriend">
      <BonusOfficeNav />
      {failed ? (
        <p role="alert">{t('office.loadFailed')}</p>
      ) : !answer ? (
        <p aria-busy="true">{t('office.loading')}</p>
      ) : (
        <>
          <section className="card office-card" aria-labelledby="friend-link-title">
            <h2 id="friend-link-title">{t('bonuses.friend.linkTitle')}</h2>
            <p>{t('bonuses.friend.text')}</p>
            <div className="bonus-link-row">
              <div className="field office-field">
                <label htmlFor="friend-link">{t('bonuses.friend.linkLabel')}</label>
                <input id="friend-link" ref={field} value={answer.link} readOnly aria-describedby="friend-code friend-copy-status" onFocus={(event) => event.target.select()} />
              </div>
              <button type="button" className="button button--primary" onClick={() => copy(answer.link)}>
                {t('bonuses.friend.copy')}
              </button>
            </div>
            <p id="friend-code">{t('bonuses.friend.code', { code: answer.ref_code })}</p>
            <p id="friend-copy-status" role="status" aria-live="polite">
              {copyState === 'copied' ? t('bonuses.friend.copied') : copyState === 'failed' ? t('bonuses.friend.copyFailed') : ''}
            </p>
            <h3>{t('bonuses.friend.howTitle')}</h3>
            <ol className="bonus-steps">
              {STEPS.map((step) => (
                <li key={step}>{t(`bonuses.friend.steps.${step}`)}</li>
              ))}
            </ol>
          </section>
          <section className="card office-card" aria-labelledby="friend-list-title">
            <h2 id="friend-list-title">{t('bonuses.friend.listTitle')}</h2>
            <dl className="bonus-stats">
              <div>
                <dt>{t('bonuses.friend.joined')}</dt>
                <dd>{answer.total_count}</dd>
              </div>
              <div>
                <dt>{t('bonuses.friend.deposited')}</dt>
                <dd>{answer.with_deposit_count}</dd>
              </div>
            </dl>
            {answer.friends.length === 0 ? (
              <p className="bonuses-message">{t('bonuses.friend.empty')}</p>
            ) : (
              <table className="bonus-table" aria-labelledby="friend-list-title">
                <thead>
                  <tr>
                    <th scope="col">{t('bonuses.friend.columns.friend')}</th>
                    <th scope="col">{t('bonuses.friend.columns.registered')}</th>
                    <th scope="col" className="bonus-table__number">
                      {t('bonuses.friend.columns.deposit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.friends.map((friend) => (
                    <tr key={`${friend.friend}-${friend.registered_at}`}>
                      <th scope="row" data-label={t('bonuses.friend.columns.friend')}>
                        {friend.friend}
                      </th>
                      <td data-label={t('bonuses.friend.columns.registered')}>
                        <time dateTime={friend.registered_at}>{moment(friend.registered_at)}</time>
                      </td>
                      <td className="bonus-table__number" data-label={t('bonuses.friend.columns.deposit')}>
                        {friend.first_deposit ? money(friend.first_deposit.amount, friend.first_deposit.currency) : t('bonuses.friend.noDeposit')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={answer.page} total={answer.total_count} pageSize={FRIENDS_PAGE_SIZE} onPage={(page) => requested({ page, lng })} label={t('bonuses.friend.pages')} />
          </section>
        </>
      )}
    </OfficeLayout>
  );
}
