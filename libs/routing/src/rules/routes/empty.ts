import { area } from './define';

const payResult = area({ layout: 'empty', meta: { allowedWhileBanned: true } });
const technical = area({ layout: 'empty', meta: { allowedWhileBanned: true } });

/** Empty layout: payment results and the blocking pages; blocked layout: block-appeal-history. */
export const emptyRoutes = [
  payResult('onpay.success', 'onpay/success'),
  payResult('onpay.fail', 'onpay/fail'),
  payResult('onpay.pending', 'onpay/pending'),
  payResult('onpay.cancel', 'onpay/cancel'),
  payResult('onpay.withdraw.success', 'onpay/withdraw/success'),
  payResult('onpay.withdraw.fail', 'onpay/withdraw/fail'),
  payResult('onpay.withdraw.pending', 'onpay/withdraw/pending'),
  payResult('onpay.withdraw.cancel', 'onpay/withdraw/cancel'),
  technical('coming-soon', 'coming-soon'),
  technical('block', 'block'),
  technical('block-ua', 'block-ua'),
  technical('block-ie', 'block-ie'),
  technical('site-updates', 'site-updates'),
  technical('suspension', 'suspension'),
] as const;
