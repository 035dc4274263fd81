import { createLimitsPageModel } from '@betting/limits';
import { sample } from 'effector';
import { notices } from '../../../app/notices';
import { siteConfig } from '../../../app/site-config';
import { limitService } from '../../../widgets/responsible-gaming/limits-api';
import { inPagesNamespace } from '../../../widgets/responsible-gaming/notice';

/**
 * `office/responsible` (spec §2, §5, §8): the limits lib's page model over the limit service. Its notices
 * (the server's title or the section-8 keys) go to the site's notices.
 */
export const limitsPage = createLimitsPageModel({ api: limitService });

sample({ clock: limitsPage.noticeShown, fn: inPagesNamespace, target: notices.notificationShown });
// Spec §4: the deposit sections lock while one of their fields is disabled only when the site's flag is on.
sample({
  clock: [limitsPage.pageOpened, siteConfig.$config],
  source: siteConfig.$config,
  fn: (config) => config?.siteConfig.depositLimitSectionLock ?? false,
  target: limitsPage.depositSectionLockChanged,
});
