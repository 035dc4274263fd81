// Mail: the outbox's delivery through a sender (SMTP, or none: messages stay in the outbox), and the office's
// mailing switches that decide which messages a person gets.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for betting, payments, start.ts
export { deliverOutboxBySmtp } from './delivery';
export { queueBetSettledMail, queueDepositMail } from './mailing';
