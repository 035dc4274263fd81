import { sample } from 'effector';
import { accounts } from '../../../entities/accounts/accounts.model';
import { ticketBought } from './lotto.model';
import { couponBought } from './toto.model';

// After a coupon or ticket is paid, the header's balance is read again (the models stay free of the accounts model).
sample({ clock: [couponBought, ticketBought], fn: () => undefined, target: accounts.balanceRefreshRequested });
