import type { PageSeed } from './types';

const info = (key: string, routeId: string, position: number, parentKey = 'information'): PageSeed => ({ app: 'content', key, routeId, parentKey, position });

/** Every page of the remote apps, in no language. Each has texts in pages.en.ts and pages.ru.ts (a test checks). */
export const pageSeeds: readonly PageSeed[] = [
  { app: 'content', key: 'information', routeId: 'information', parentKey: null, position: 0 },
  info('information/about', 'information.about', 10),
  info('information/contacts', 'information.contacts', 20),
  info('information/howbet', 'information.howbet', 30),
  info('information/rules', 'information.rules-index', 40),
  info('information/rules/1', 'information.rules', 10, 'information/rules'),
  info('information/rules/1/1', 'information.rules', 10, 'information/rules/1'),
  info('information/rules/1/2', 'information.rules', 20, 'information/rules/1'),
  info('information/rules/1/3', 'information.rules', 30, 'information/rules/1'),
  info('information/rules/2', 'information.rules', 20, 'information/rules'),
  info('information/rules/2/1', 'information.rules', 10, 'information/rules/2'),
  info('information/rules/2/2', 'information.rules', 20, 'information/rules/2'),
  info('information/rules/2/3', 'information.rules', 30, 'information/rules/2'),
  info('information/rules/3', 'information.rules', 30, 'information/rules'),
  info('information/rules/3/1', 'information.rules', 10, 'information/rules/3'),
  info('information/rules/3/2', 'information.rules', 20, 'information/rules/3'),
  info('information/payment', 'information.payment', 50),
  info('information/betting-calculator', 'information.betting-calculator', 60),
  info('information/responsiblegaming', 'information.responsiblegaming', 70),
  info('information/cash_terminals', 'information.cash_terminals', 80),
  info('information/ussdinstruction', 'information.ussdinstruction', 90),
  info('information/smsbets', 'information.smsbets', 100),
  info('information/simpleidentification', 'information.simpleidentification', 110),
  info('information/licenses', 'information.licenses', 120),
  info('information/taxation', 'information.taxation', 130),
  info('information/amlkyc', 'information.amlkyc', 140),
  info('information/amlpolicy', 'information.amlpolicy', 150),
  info('information/kycpolicy', 'information.kycpolicy', 160),
  info('information/disputeresolution', 'information.disputeresolution', 170),
  info('information/cookies', 'information.cookies', 180),
  info('information/consent', 'information.consent', 190),

  { app: 'partners', key: 'ourpartners', routeId: 'ourpartners', parentKey: null, position: 0 },
  { app: 'partners', key: 'ourpartners/sport', routeId: 'ourpartners', parentKey: 'ourpartners', position: 10 },
  { app: 'partners', key: 'ourpartners/providers', routeId: 'ourpartners', parentKey: 'ourpartners', position: 20 },
  { app: 'partners', key: 'ourpartners/payments', routeId: 'ourpartners', parentKey: 'ourpartners', position: 30 },
  { app: 'partners', key: 'partners', routeId: 'partners', parentKey: null, position: 10 },

  { app: 'technical-pages', key: '404', routeId: 'not-found', parentKey: null, position: 0 },
  { app: 'technical-pages', key: '500', routeId: 'error.500', parentKey: null, position: 10 },
];
