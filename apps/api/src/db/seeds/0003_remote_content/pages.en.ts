import type { PageTexts } from './types';
import { phoneAndCashPagesEn } from './phone-and-cash-pages';

/** English texts of the remote pages. `{companyName}` and `{lng}` are filled in when a page is rendered. */
export const pagesEn: PageTexts = {
  information: {
    title: 'Information',
    summary: 'How {companyName} works: the rules we settle bets by, how to pay in and withdraw, how we protect your data and your wallet.',
    blocks: [
      { type: 'paragraph', text: 'Everything a bettor may need to check before or after placing a bet is on these pages. If you cannot find an answer, our [support team](/{lng}/information/contacts) replies around the clock.' },
    ],
  },
  'information/about': {
    title: 'About us',
    summary: '{companyName} is an online sportsbook and casino for people who like to follow the game and bet with a clear head.',
    blocks: [
      { type: 'paragraph', text: 'We offer pre-match and live betting on more than thirty sports, esports, a casino with slots and live dealers, and virtual sports. The site works in several languages and currencies, on desktop and on any phone.' },
      { type: 'heading', text: 'What we stand for' },
      {
        type: 'list',
        items: [
          'Exact money. Every balance is kept to the last cent and every bet is settled by the same published rules on our servers.',
          'Clear odds. The coefficient you see when you confirm a bet is the one it is accepted at, or the bet slip tells you it changed.',
          'Limits that work. Deposit, loss and wagering limits, reality checks and self-exclusion are enforced by the server, not only by the page.',
          'Fast payouts. Most withdrawals to cards and e-wallets are processed within 24 hours.',
        ],
      },
      { type: 'heading', text: 'Licensed and audited' },
      { type: 'paragraph', text: '{companyName} operates under a gaming licence; the details are on the [licences page](/{lng}/information/licenses). Our random number generators and return-to-player figures are tested by an independent laboratory every year.' },
      { type: 'note', tone: 'warning', text: 'Gambling is for adults only. Set your limits in the personal office and take a break whenever you need one. Read more about [responsible gaming](/{lng}/information/responsiblegaming).' },
    ],
  },
  'information/contacts': {
    title: 'Contacts',
    summary: 'Our support team answers around the clock, every day of the year.',
    blocks: [
      {
        type: 'contacts',
        items: [
          { label: 'Customer support', value: 'support@apexbet.example', href: 'mailto:support@apexbet.example' },
          { label: 'Payments and withdrawals', value: 'payments@apexbet.example', href: 'mailto:payments@apexbet.example' },
          { label: 'Account security', value: 'security@apexbet.example', href: 'mailto:security@apexbet.example' },
          { label: 'Affiliates and partners', value: 'partners@apexbet.example', href: 'mailto:partners@apexbet.example' },
          { label: 'Phone (24/7)', value: '+44 20 7946 0321', href: 'tel:+442079460321' },
        ],
      },
      { type: 'heading', text: 'Before you write to us' },
      {
        type: 'list',
        items: [
          'Write from the e-mail address linked to your account, and give your account number (it is shown in the personal office).',
          'For a question about a bet, give the coupon number; for a payment, the date, the amount and the method.',
          'We never ask for your password or for the full number of your card. Do not send them to anyone.',
        ],
      },
      { type: 'paragraph', text: 'Signed-in players can also open a support request from the personal office and follow its history there. Complaints that support could not resolve are handled as described in [dispute resolution](/{lng}/information/disputeresolution).' },
    ],
  },
  'information/howbet': {
    title: 'How to bet',
    summary: 'Placing your first bet takes four steps. Here is what each of them means.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Choose an event in the line (upcoming matches) or in live (matches in progress).',
          'Click a coefficient: the selection goes to the bet slip on the right (on a phone, the bet slip opens from the bottom bar).',
          'Enter your stake. The bet slip shows the possible win: the stake multiplied by the coefficient.',
          'Press “Place bet”. If the bet cannot be accepted, the bet slip says why, next to the button.',
        ],
      },
      { type: 'heading', text: 'Types of bets' },
      {
        type: 'table',
        head: ['Type', 'What it is', 'When it wins'],
        rows: [
          ['Single', 'One selection', 'When the selection wins'],
          ['Accumulator (express)', 'Two or more selections from different events; the coefficients are multiplied', 'When every selection wins'],
          ['System', 'All accumulators of a chosen size made from your selections, for example 2 out of 3', 'Each accumulator of the system is settled on its own'],
        ],
      },
      { type: 'heading', text: 'Questions bettors ask' },
      {
        type: 'faq',
        items: [
          { question: 'The coefficient changed while I was placing the bet. What happens?', answer: 'It depends on the odds-change setting in the bet slip: accept any change, accept only increases, or always ask. By default we ask you.' },
          { question: 'Can I cancel a bet?', answer: 'A bet that has been accepted cannot be cancelled. Check the bet slip before you press “Place bet”.' },
          { question: 'Where do I see my bets?', answer: 'In the personal office, under bet history. Each coupon shows its selections, stake, coefficient and result.' },
          { question: 'What is the minimum stake?', answer: 'It depends on the currency of your account and is shown in the bet slip. For euro accounts it is 0.50 EUR.' },
        ],
      },
      { type: 'paragraph', text: 'Want to check a possible win first? Use the [betting calculator](/{lng}/information/betting-calculator).' },
    ],
  },
  'information/rules': {
    title: 'Betting rules',
    summary: 'The rules every bet is accepted and settled by. They are part of the terms you accept when you register.',
    blocks: [],
  },
  'information/rules/1': {
    title: 'General rules',
    summary: 'Accounts, accepting bets and settling them: the rules that apply to every product.',
    blocks: [
      { type: 'paragraph', text: 'These rules apply to sports betting, the casino and all other games on the site. Where the rules of a sport or a game say something different, those rules prevail for that sport or game.' },
    ],
  },
  'information/rules/1/1': {
    title: 'Accounts and eligibility',
    summary: 'Who may open an account and how it is kept.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Only persons who are at least 18 years old, or older where local law sets a higher age, may register and play.',
          'Each person may hold one account. Duplicate accounts are closed and bets placed from them may be voided.',
          'The personal data given at registration must be true and complete. We may ask for documents to verify it before a withdrawal.',
          'You are responsible for keeping your password secret. Turn on two-factor authentication in the security section of the personal office.',
          'An account may hold balances in several currencies. Bets are placed from the active account, in its currency.',
        ],
      },
    ],
  },
  'information/rules/1/2': {
    title: 'Accepting bets',
    summary: 'When a bet counts as placed, and the limits that apply.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'A bet is accepted when it appears in your bet history with a coupon number. Until then it can still be refused.',
          'The minimum stake and the maximum stake are shown in the bet slip; the maximum depends on the event, the market and the coefficient.',
          'A bet on an event that had already started when the bet was placed (other than a live bet) is void.',
          'Selections from the same event that depend on each other cannot be combined in one accumulator.',
          'Coefficients are shown with three decimals. The total coefficient of an accumulator is the exact product of its coefficients, rounded to three decimals.',
        ],
      },
    ],
  },
  'information/rules/1/3': {
    title: 'Settlement and void bets',
    summary: 'How results are decided, and what happens when an event does not take place.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Bets are settled by the official result announced at the end of the event, unless the rules of the sport say otherwise.',
          'A void selection counts with coefficient 1.000: a single is refunded, and an accumulator is settled on its other selections.',
          'If an event is postponed for more than 48 hours or moved to another venue, bets on it are void.',
          'A payout is the stake multiplied by the coefficient, rounded down to the smallest unit of the currency.',
          'An obvious error in a coefficient (for example, a coefficient swapped between two outcomes) makes the bet void at the coefficient offered.',
        ],
      },
    ],
  },
  'information/rules/2': {
    title: 'Sports betting rules',
    summary: 'Rules for the most popular sports. Markets not covered here are settled by the general rules.',
    blocks: [
      { type: 'paragraph', text: 'Unless stated otherwise, markets are settled on the result at the end of regular time, including added time but excluding extra time and penalty shoot-outs.' },
    ],
  },
  'information/rules/2/1': {
    title: 'Football',
    summary: 'Regular time, corners, cards and player markets.',
    blocks: [
      {
        type: 'list',
        items: [
          'Match result (1X2), totals and handicaps are settled on the score after 90 minutes plus added time.',
          'Markets with “to qualify” or “to lift the trophy” include extra time and penalties.',
          'A card counts as 1 point for yellow and 2 for red; a second yellow that leads to a red counts as 3 in total.',
          'Player markets are void if the player does not come on to the pitch.',
          'If a match is abandoned, markets already decided (such as the first goal) stand; the others are void.',
        ],
      },
    ],
  },
  'information/rules/2/2': {
    title: 'Tennis',
    summary: 'Retirements, walkovers and set betting.',
    blocks: [
      {
        type: 'list',
        items: [
          'If a player retires or is disqualified, the match winner market is settled on the player who advances; markets not yet decided are void.',
          'A walkover voids all bets on the match.',
          'A change of surface or of venue does not void bets; a change from outdoors to indoors does not either.',
          'Set and game handicaps and totals count the tie-break as one game.',
        ],
      },
    ],
  },
  'information/rules/2/3': {
    title: 'Basketball',
    summary: 'Overtime, quarters and player points.',
    blocks: [
      {
        type: 'list',
        items: [
          'Match markets include overtime unless the market name says “regular time”.',
          'Quarter and half markets do not include overtime; the fourth quarter and the second half do not include it either.',
          'Player points markets are void if the player takes no part in the match.',
        ],
      },
    ],
  },
  'information/rules/3': {
    title: 'Casino and games rules',
    summary: 'Slots, table games and live casino.',
    blocks: [
      { type: 'paragraph', text: 'Each game has its own rules and return to player (RTP), shown in the game’s information panel. A game interrupted by a lost connection continues from the same state when you open it again.' },
    ],
  },
  'information/rules/3/1': {
    title: 'Slots and RNG games',
    summary: 'How outcomes are produced and what happens on a malfunction.',
    blocks: [
      {
        type: 'list',
        items: [
          'The outcome of each spin or round is produced by a certified random number generator at the moment the round starts.',
          'The RTP of a game is a long-term average over millions of rounds; it does not predict the result of a session.',
          'A malfunction voids all plays and payouts of the affected round; the stake of that round is returned.',
        ],
      },
    ],
  },
  'information/rules/3/2': {
    title: 'Live casino',
    summary: 'Tables with real dealers, streamed from the studio.',
    blocks: [
      {
        type: 'list',
        items: [
          'A bet counts when the dealer closes betting; bets placed after that are returned.',
          'If a round cannot be completed for technical reasons, its bets are returned.',
          'The result recorded by the studio system prevails over the picture in the video stream.',
        ],
      },
    ],
  },
  'information/payment': {
    title: 'Payment methods',
    summary: 'Deposits are credited at once; most withdrawals are processed within 24 hours.',
    blocks: [
      {
        type: 'table',
        caption: 'Limits for euro accounts; for other currencies they are shown on the deposit page.',
        head: ['Method', 'Minimum deposit', 'Deposit', 'Withdrawal'],
        rows: [
          ['Visa, Mastercard', '10 EUR', 'Instant', 'Up to 24 hours'],
          ['Bank transfer (SEPA)', '20 EUR', '1–2 business days', '1–3 business days'],
          ['E-wallets', '10 EUR', 'Instant', 'Up to 12 hours'],
          ['Cryptocurrency (BTC, USDT)', '20 EUR', 'After network confirmations', 'Up to 6 hours'],
          ['Payment terminals', '5 EUR', 'Instant', 'Not available'],
        ],
      },
      { type: 'heading', text: 'Good to know' },
      {
        type: 'list',
        items: [
          'We charge no fees for deposits or withdrawals. Your bank or payment provider may charge its own.',
          'Withdrawals are paid to the method the deposit came from, as far as that method allows.',
          'Before the first withdrawal we may ask you to verify your identity; see the [KYC policy](/{lng}/information/kycpolicy).',
        ],
      },
    ],
  },
  'information/betting-calculator': {
    title: 'Betting calculator',
    summary: 'Work out the possible win of a single or an accumulator before you place it.',
    blocks: [
      { type: 'paragraph', text: 'Enter the stake and the coefficient of each selection (leave the extra fields empty for a single). The calculator multiplies the coefficients exactly and rounds the payout down to the cent, as the settlement does.' },
      { type: 'calculator' },
      { type: 'heading', text: 'An example' },
      {
        type: 'table',
        head: ['Stake', 'Coefficients', 'Total coefficient', 'Payout', 'Profit'],
        rows: [
          ['10.00', '1.85', '1.850', '18.50', '8.50'],
          ['10.00', '1.85 × 2.10', '3.885', '38.85', '28.85'],
          ['5.00', '1.50 × 1.70 × 2.00', '5.100', '25.50', '20.50'],
        ],
      },
    ],
  },
  'information/responsiblegaming': {
    title: 'Responsible gaming',
    summary: 'Betting should stay entertainment. These tools help you keep it that way.',
    blocks: [
      { type: 'paragraph', text: 'All of the limits below are set in the personal office, in the responsible gaming section. A limit you lower takes effect at once; a limit you raise or remove takes effect after a cooling-off period.' },
      {
        type: 'table',
        head: ['Tool', 'What it does', 'Periods'],
        rows: [
          ['Deposit limit', 'Caps how much you can deposit', '24 hours, 7 days, 30 days'],
          ['Loss limit', 'Caps how much you can lose', '24 hours, 7 days, 30 days'],
          ['Wagering limit', 'Caps the total of your stakes', '24 hours, 7 days, 30 days'],
          ['Reality check', 'Reminds you how long you have been playing', 'Every 15 to 120 minutes'],
          ['Session limit', 'Ends your session after a number of hours', '1 to 24 hours'],
          ['Time-out', 'Blocks deposits for a while', '1 to 30 days'],
          ['Self-exclusion', 'Closes your account for a long period', '6 months to 5 years'],
        ],
      },
      { type: 'heading', text: 'Signs to watch for' },
      {
        type: 'list',
        items: [
          'You bet more than you planned, or chase losses with bigger stakes.',
          'Betting takes time you meant for work, study, family or sleep.',
          'You borrow money or hide your betting from people close to you.',
        ],
      },
      { type: 'note', tone: 'warning', text: 'If any of this sounds familiar, set a limit or take a time-out now, and talk to someone you trust. Independent help lines such as GamCare (+44 808 8020 133) and Gamblers Anonymous offer free, confidential support.' },
    ],
  },
  ...phoneAndCashPagesEn,
  'information/simpleidentification': {
    title: 'Simplified identification',
    summary: 'Confirm your identity online in a few minutes.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Open the identification section of the personal office.',
          'Enter your name, date of birth and document number exactly as in the document.',
          'Take a photo of the document and a selfie with your phone; the page guides you through both.',
          'Most checks finish within 15 minutes. We write to you when the result is ready.',
        ],
      },
      { type: 'paragraph', text: 'Simplified identification lifts the limits on withdrawals for most players. For large withdrawals we may still ask for the documents described in the [KYC policy](/{lng}/information/kycpolicy).' },
    ],
  },
  'information/licenses': {
    title: 'Licenses',
    summary: '{companyName} is a licensed operator of online betting and casino games.',
    blocks: [
      {
        type: 'table',
        head: ['Licence', 'Number', 'Covers'],
        rows: [
          ['Online betting and gaming licence', 'GA-2024-0187', 'Sports betting, casino, live casino, virtual sports'],
          ['Random number generator certificate', 'RNG-7731-24', 'All slot and table games'],
        ],
      },
      { type: 'paragraph', text: 'The licence holder is the company that operates {companyName}. It is audited every year for fair play, for the protection of players’ money and for compliance with anti-money-laundering law.' },
      { type: 'note', text: 'Access to the site may be restricted in countries where online gambling is not allowed. It is your responsibility to follow the law of the country you are in.' },
    ],
  },
  'information/taxation': {
    title: 'Taxation',
    summary: 'How winnings are taxed depends on where you live.',
    blocks: [
      { type: 'paragraph', text: 'In many countries winnings from betting are tax-free for private players; in others they are taxable income, and some countries charge a tax on each stake. {companyName} withholds tax only where the law of your country of residence requires the operator to do so; any amount withheld is shown on the coupon.' },
      {
        type: 'list',
        items: [
          'Your payment history in the personal office lists every deposit, withdrawal and payout, and can be downloaded for your tax return.',
          'If you are unsure how your winnings are taxed, ask a tax adviser in your country.',
        ],
      },
    ],
  },
  'information/amlkyc': {
    title: 'AML and KYC',
    summary: 'Why we check who our players are, and how we prevent money laundering.',
    blocks: [
      { type: 'paragraph', text: 'Licensed operators must know their customers (KYC) and must stop their services being used to launder money (AML). These checks protect you too: nobody can withdraw your money by pretending to be you.' },
      {
        type: 'cards',
        items: [
          { title: 'AML policy', text: 'How we monitor payments and what we report.', href: '/{lng}/information/amlpolicy' },
          { title: 'KYC policy', text: 'Which documents we may ask for, and when.', href: '/{lng}/information/kycpolicy' },
        ],
      },
    ],
  },
  'information/amlpolicy': {
    title: 'AML policy',
    summary: 'Our measures against money laundering and the financing of terrorism.',
    blocks: [
      {
        type: 'list',
        items: [
          'Deposits and withdrawals are monitored automatically; unusual patterns are reviewed by our compliance team.',
          'Money is paid out only to a payment method in the name of the account holder.',
          'Deposits that are withdrawn without being wagered may be checked before they are paid out.',
          'We keep records of transactions and identity checks for at least five years.',
          'Where the law requires it, we report suspicious activity to the financial intelligence unit and may freeze the account while it is investigated.',
        ],
      },
      { type: 'paragraph', text: 'Questions about this policy can be sent to compliance@apexbet.example.' },
    ],
  },
  'information/kycpolicy': {
    title: 'KYC policy',
    summary: 'Which documents we may ask for, and how we handle them.',
    blocks: [
      {
        type: 'table',
        head: ['What we check', 'Documents we accept'],
        rows: [
          ['Identity', 'Passport, national identity card or driving licence'],
          ['Address', 'A utility bill or bank statement from the last three months'],
          ['Payment method', 'A photo of the card with the middle digits covered, or a screenshot of the e-wallet account'],
          ['Source of funds (large amounts only)', 'A payslip, tax return or similar document'],
        ],
      },
      {
        type: 'list',
        items: [
          'We ask for documents before the first withdrawal, when the total of your withdrawals passes a threshold, or when the law requires it.',
          'Documents are uploaded in the verification section of the personal office and stored encrypted.',
          'Checks usually take up to 24 hours; we tell you by e-mail when they are done.',
        ],
      },
    ],
  },
  'information/disputeresolution': {
    title: 'Dispute resolution',
    summary: 'What to do if you disagree with a decision about your bet or your account.',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Contact support first, with your account number and the coupon or payment in question. Most questions are settled within a day.',
          'If you are not satisfied with the answer, ask for a formal complaint. A senior manager reviews it and replies in writing within 14 days.',
          'If the complaint is still not resolved, you can refer it free of charge to the independent alternative dispute resolution body named in our licence, within 12 months of our final reply.',
        ],
      },
      { type: 'paragraph', text: 'While a complaint is being reviewed, the disputed amount is held and is not lost. Write to complaints@apexbet.example to open a complaint.' },
    ],
  },
  'information/cookies': {
    title: 'Cookie policy',
    summary: 'Which cookies the site uses, and how to choose what you allow.',
    blocks: [
      { type: 'paragraph', text: 'Strictly necessary cookies are always on: without them you could not sign in or place a bet. Functional and marketing cookies are set only with your consent, which you give or change in the cookie banner and in the settings.' },
      {
        type: 'table',
        head: ['Cookie', 'Purpose', 'Kind', 'Kept for'],
        rows: [
          ['lng', 'The language of the site', 'Necessary', '1 year'],
          ['user_token', 'Keeps you signed in', 'Necessary', 'Until the token expires'],
          ['cookies_agree_type', 'Remembers which cookies you allowed', 'Necessary', '1 year'],
          ['tzo, is12h', 'Time zone and 12/24-hour clock', 'Functional', '1 year'],
          ['app_view_type', 'European or Asian view of the line', 'Functional', '1 year'],
          ['hide_left, hide_right', 'Whether the side columns are collapsed', 'Functional', '1 year'],
          ['isChampsGroupedByCountry', 'Grouping of championships by country', 'Functional', '1 year'],
          ['ua', 'Marks a returning visitor', 'Functional', '1 year'],
          ['refererid, reflinkid', 'The partner who referred you', 'Marketing', 'Up to 60 days'],
        ],
      },
      { type: 'paragraph', text: 'You can also delete cookies in your browser at any time; the site will then ask for your choice again.' },
    ],
  },
  'information/consent': {
    title: 'Data processing consent',
    summary: 'What you agree to when you register, and how to withdraw your consent.',
    blocks: [
      { type: 'paragraph', text: 'By registering you agree that {companyName} processes your personal data to open and run your account, to verify your identity and age, to process payments, to meet its legal duties and to protect you and the site from fraud.' },
      {
        type: 'list',
        items: [
          'We process: your name, date of birth, contact details, identity documents, payment details, bet and payment history, and technical data such as your IP address and device.',
          'We share data only with payment providers, identity verification services and authorities, and only as far as each of them needs it.',
          'Marketing messages are sent only if you agreed to them; you can unsubscribe in the mailing settings or from any message.',
          'You may ask for a copy of your data, for its correction, or for its deletion where the law does not require us to keep it, by writing to privacy@apexbet.example.',
        ],
      },
    ],
  },

  ourpartners: {
    title: 'Our partners',
    summary: 'The clubs, studios and payment companies we work with.',
    blocks: [
      { type: 'paragraph', text: '{companyName} works only with partners that hold the licences their work needs and share our standards of fair play.' },
    ],
  },
  'ourpartners/sport': {
    title: 'Sports partnerships',
    summary: 'Clubs and tournaments we support.',
    blocks: [
      {
        type: 'cards',
        items: [
          { title: 'Northbridge FC', text: 'Official betting partner of the club and of its women’s team since 2023.' },
          { title: 'Baltic Basketball League', text: 'Title partner of the league’s regular season and play-offs.' },
          { title: 'City Open tennis', text: 'Partner of the ATP Challenger tournament and of its junior programme.' },
          { title: 'Apex Esports Cup', text: 'Our own amateur tournament in three disciplines, open to players from 18.' },
        ],
      },
    ],
  },
  'ourpartners/providers': {
    title: 'Game providers',
    summary: 'The studios behind our slots and live casino.',
    blocks: [
      { type: 'paragraph', text: 'Every provider’s games are certified by an independent testing laboratory, and their return to player is published in each game.' },
      {
        type: 'cards',
        items: [
          { title: 'Slots', text: 'More than 3,000 slots from over forty licensed studios, from classic fruit machines to games with bonus buys.' },
          { title: 'Live casino', text: 'Roulette, blackjack, baccarat and game shows with real dealers, streamed in HD from licensed studios.' },
          { title: 'Virtual sports', text: 'Football, horse racing and tennis simulations with results from a certified generator, every few minutes.' },
        ],
      },
    ],
  },
  'ourpartners/payments': {
    title: 'Payment partners',
    summary: 'The banks and payment services that carry your deposits and withdrawals.',
    blocks: [
      {
        type: 'list',
        items: [
          'Card payments are processed by a licensed acquirer and protected by 3-D Secure.',
          'Bank transfers go through a European bank that keeps players’ money apart from the company’s own.',
          'E-wallet and cryptocurrency payments are handled by regulated payment institutions.',
        ],
      },
      { type: 'paragraph', text: 'See the limits and processing times on the [payment methods](/{lng}/information/payment) page.' },
    ],
  },
  partners: {
    title: 'Affiliate program',
    summary: 'Earn a share of the revenue from the players you bring to {companyName}.',
    blocks: [
      {
        type: 'table',
        head: ['Model', 'What you earn'],
        rows: [
          ['Revenue share', '25% to 45% of net gaming revenue, for the lifetime of each player'],
          ['CPA', 'A fixed amount for each player who makes a qualifying first deposit'],
          ['Hybrid', 'A lower fixed amount plus a revenue share'],
        ],
      },
      { type: 'heading', text: 'How it works' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Apply with the sites or channels you will promote us on. We reply within two business days.',
          'Get your tracking links and promo codes in the affiliate office. Referred players are recognised for 60 days after their first visit.',
          'See registrations, deposits and your earnings in real time; payments are made monthly.',
        ],
      },
      { type: 'note', text: 'We do not accept traffic aimed at minors, misleading advertising or brand bidding. Write to partners@apexbet.example to apply.' },
    ],
  },

  '404': {
    title: 'This page could not be found',
    summary: 'The address may be mistyped, or the page has moved.',
    blocks: [
      { type: 'list', items: ['[Go to the home page](/{lng})', '[Information](/{lng}/information)', '[Contact support](/{lng}/information/contacts)'] },
    ],
  },
  '500': {
    title: 'Something went wrong on our side',
    summary: 'Please try again in a moment. Your balance and your bets are safe.',
    blocks: [
      { type: 'list', items: ['[Go to the home page](/{lng})', '[Contact support](/{lng}/information/contacts)'] },
    ],
  },
};
