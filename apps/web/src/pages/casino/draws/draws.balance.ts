import { sample } from 'effector';
import { accounts } from '../../../entities/accounts/accounts.model';
import { bingoModel, kenoModel } from './draws.model';

// After a ticket is paid, the header's balance is read again (the draw models stay free of the accounts model).
sample({ clock: [kenoModel.ticketBought, bingoModel.ticketBought], fn: () => undefined, target: accounts.balanceRefreshRequested });
