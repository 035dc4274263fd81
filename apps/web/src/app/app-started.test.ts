import type { ConfigAllResponse, MaintenanceResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { settings } from '../shared/settings';
import { appStarted } from './app-started';
import { maintenance } from './maintenance';
import { siteConfig } from './site-config';

describe('appStarted', () => {
  it('starts the settings, the width, the config read in the page’s language and the maintenance read', async () => {
    const configReads: string[] = [];
    let maintenanceReads = 0;
    const widths: number[] = [];
    const unwatch = settings.windowSizeChanged.watch((width) => widths.push(width));
    const scope = fork({
      handlers: [
        [siteConfig.__.fetchConfigFx, ({ lang }: { lang: string }) => (configReads.push(lang), {} as ConfigAllResponse)],
        [maintenance.__.fetchMaintenanceFx, () => ((maintenanceReads += 1), { active: false } as MaintenanceResponse)],
      ],
    });
    await allSettled(appStarted, { scope, params: { lng: 'ru', search: '?payment_consultant=1', width: 390, showsCookiePopup: false, countryCode: 'DE' } });
    unwatch();
    expect(scope.getState(settings.$loaded)).toBe(true);
    expect(scope.getState(settings.$paymentConsultant)).toBe(true);
    expect(widths).toEqual([390]);
    expect(scope.getState(siteConfig.$language)).toBe('ru');
    expect(configReads).toEqual(['ru']);
    expect(maintenanceReads).toBe(1);
  });
});
