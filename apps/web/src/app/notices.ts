import { AppVersionPath, AppVersionResponseSchema } from '@betting/contracts';
import { createNoticesModel, UPDATE_CHECK_DELAY_MS } from '@betting/notices';
import { createJsonQuery } from '@farfetched/core';
import { createEvent, sample } from 'effector';
import { delay, interval } from 'patronum';
import { zodContract } from '../shared/api/zod-contract';
import { maintenance } from './maintenance';

// The ad-block bait is measured when the notices start, with this chunk.
export { detectAdBlock } from '../shared/lib/ad-block-bait';

/** The build this page runs; the server's version.json names the build it serves now. */
export const RUNNING_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'development';
const UPDATE_RECHECK_MS = 5 * 60_000;

export const notices = createNoticesModel({ runningVersion: RUNNING_VERSION });
export const noticesStarted = createEvent();

const versionQuery = createJsonQuery({
  request: { method: 'GET', url: AppVersionPath },
  response: { contract: zodContract(AppVersionResponseSchema) },
});

// Spec §9: the update check starts 60 s after the app, then repeats while the page stays open.
const { tick } = interval({ timeout: UPDATE_RECHECK_MS, start: delay(noticesStarted, UPDATE_CHECK_DELAY_MS) });
sample({ clock: [delay(noticesStarted, UPDATE_CHECK_DELAY_MS), tick], target: versionQuery.start });
sample({ clock: versionQuery.finished.success, fn: ({ result }) => result.version, target: notices.latestVersionReceived });

// This module loads after the page: take the maintenance answer already there as well as later ones.
sample({ clock: [noticesStarted, maintenance.$maintenance.updates], source: maintenance.$maintenance, fn: (answer) => answer?.notice ?? null, target: notices.maintenanceNoticeReceived });
