import { sample } from 'effector';
import { createAnalyticsCountersModel } from '../shared/analytics/analytics-counters.model';
import { settings } from '../shared/settings';
import { navigation } from './navigation';
import { siteConfig } from './site-config';

/**
 * The app's analytics counters, loaded in their own chunk after the page (main.tsx). The project id is the site
 * config's `ref_id` (the project the site belongs to, as in the blog-entity call); `group_id` names the config
 * group, not the project. A config without a project (0) asks for no counters.
 */
export const analyticsCounters = createAnalyticsCountersModel({
  $consent: settings.$consent,
  $settingsLoaded: settings.$loaded,
  $projectId: siteConfig.$config.map((config) => (config && config.siteConfig.ref_id > 0 ? config.siteConfig.ref_id : null)),
});

sample({ clock: navigation.routeResolved, fn: ({ to }) => to, target: analyticsCounters.pathChanged });
