import { useTranslation } from 'react-i18next';
import { LottoBalls } from './LottoBalls';
import { PoolTable, PoolTicketCell } from './PoolCard';
import { PoolPaged } from './PoolPaged';
import { money } from './pool-format';
import { lottoTicketsQuery } from './pools.queries';

/** `lotto/tickets`: the signed-in person's tickets, newest first, with their numbers, matches and prizes. */
export function LottoTickets({ signedIn }: { readonly signedIn: boolean }) {
  const { t, i18n } = useTranslation('pages');
  return (
    <PoolPaged query={lottoTicketsQuery} signedIn={signedIn} isEmpty={(data) => data.tickets.length === 0} emptyText={t('pools.lotto.noTickets')}>
      {(data, view) => (
        <PoolTable titleId="lotto-tickets-title" title={t('pools.lotto.ticketsTitle')} columns={[t('pools.lotto.ticket'), t('pools.lotto.numbers'), t('pools.statusColumn'), t('pools.payout')]} {...view}>
          {data.tickets.map((ticket) => (
            <tr key={ticket.id} data-ticket-id={ticket.id}>
              <PoolTicketCell id={ticket.id} draw={t('pools.lotto.drawTitle', { id: ticket.drawId })} at={ticket.drawAt} />
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
        </PoolTable>
      )}
    </PoolPaged>
  );
}
