import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';
import { LottoBalls } from './LottoBalls';
import { dateTime, money } from './pool-format';
import { lottoTicketsQuery } from './pools.queries';

/** `lotto/tickets`: the signed-in person's tickets, newest first, with their numbers, matches and prizes. */
export function LottoTickets({ signedIn }: { readonly signedIn: boolean }) {
  const { t, i18n } = useTranslation('pages');
  const [data, failed, pending, start] = useUnit([lottoTicketsQuery.$data, lottoTicketsQuery.$failed, lottoTicketsQuery.$pending, lottoTicketsQuery.start]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (signedIn) start(page);
  }, [signedIn, start, page]);
  if (!signedIn) return <p className="pools__message">{t('pools.signInToSee')}</p>;
  if (failed) return <p role="alert" className="pools__message">{t('pools.loadFailed')}</p>;
  if (!data) return <p className="pools__message" aria-busy="true">{t('pools.loading')}</p>;
  if (data.tickets.length === 0) return <p className="pools__message">{t('pools.lotto.noTickets')}</p>;
  return (
    <section className="card pools__card" aria-labelledby="lotto-tickets-title" aria-busy={pending || undefined}>
      <h2 id="lotto-tickets-title">{t('pools.lotto.ticketsTitle')}</h2>
      <div className="pools__table-wrap">
        <table className="pools__table">
          <thead>
            <tr>
              <th scope="col">{t('pools.lotto.ticket')}</th>
              <th scope="col">{t('pools.lotto.numbers')}</th>
              <th scope="col">{t('pools.statusColumn')}</th>
              <th scope="col">{t('pools.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {data.tickets.map((ticket) => (
              <tr key={ticket.id} data-ticket-id={ticket.id}>
                <td>
                  <strong>№{ticket.id}</strong>
                  <span className="pools__muted pools__block">{t('pools.lotto.drawTitle', { id: ticket.drawId })}</span>
                  <time className="pools__muted pools__block" dateTime={ticket.drawAt}>
                    {dateTime(ticket.drawAt, i18n.language)}
                  </time>
                </td>
                <td>
                  <LottoBalls numbers={ticket.numbers} label={t('pools.lotto.ticketNumbers', { id: ticket.id })} />
                  {ticket.quickPick ? <span className="pools__muted pools__block">{t('pools.lotto.quickPicked')}</span> : null}
                </td>
                <td>
                  <span className={`pools__status pools__status--${ticket.status}`}>{t(`pools.ticketStatus.${ticket.status}`)}</span>
                  {ticket.matches !== null ? <span className="pools__muted pools__block">{t('pools.lotto.matches', { n: ticket.matches })}</span> : null}
                </td>
                <td className="pools__amount">{ticket.payout === null ? '—' : money(ticket.payout, ticket.currency, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.paging.pageNumber} pages={data.paging.totalPages} busy={pending} label={t('pools.pages')} onPage={setPage} />
    </section>
  );
}
