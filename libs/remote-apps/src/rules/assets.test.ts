import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbRemoteAppResponse, remoteAppResponseFixture } from '../testing';
import { NOTHING_INJECTED, isEmptyPlan, planAssets, withPlanApplied, type InjectedAssets } from './assets';

const SAME = { appOrigin: 'https://bet.example', allowList: ['https://bet.example'] };

describe('assets once per page life', () => {
  it('puts each stylesheet, style and script in once, whatever answers arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('content', 'footer'), fc.nat()), { maxLength: 12 }), fc.array(arbRemoteAppResponse(), { minLength: 1, maxLength: 6 }), (picks, pool) => {
        let injected: InjectedAssets = NOTHING_INJECTED;
        const added = { stylesheets: [] as string[], scripts: [] as string[], code: [] as string[], styles: [] as string[] };
        for (const [appName, index] of picks) {
          const response = { ...(pool[index % pool.length] ?? remoteAppResponseFixture()), appName };
          const plan = planAssets(response, injected, SAME);
          added.stylesheets.push(...plan.stylesheets);
          added.scripts.push(...plan.scripts);
          if (plan.style !== null) added.styles.push(`${appName}:${plan.style}`);
          if (plan.code !== null) added.code.push(appName);
          injected = withPlanApplied(injected, plan);
        }
        for (const list of Object.values(added)) expect(new Set(list).size).toBe(list.length);
      }),
    );
  });

  it('runs an app code once across navigations, only from an allowed origin', () => {
    const first = planAssets(remoteAppResponseFixture(), NOTHING_INJECTED, SAME);
    expect(first.code).toContain('__remoteContent');
    const after = withPlanApplied(NOTHING_INJECTED, first);
    const second = planAssets(remoteAppResponseFixture({ body: '<p>another page</p>' }), after, SAME);
    expect(second.code).toBeNull();
    expect(isEmptyPlan(second)).toBe(true);

    const foreign = planAssets(remoteAppResponseFixture(), NOTHING_INJECTED, { appOrigin: 'https://evil.example', allowList: ['https://bet.example'] });
    expect(foreign).toMatchObject({ code: null, codeRefused: true });
    expect(foreign.scripts).toEqual(['/remote-apps/assets/content.js']);
    expect(withPlanApplied(NOTHING_INJECTED, foreign).evaluatedApps).toEqual(['content']);
  });

  it('adds nothing for an answer without assets', () => {
    const plan = planAssets(remoteAppResponseFixture({ style: ' ', cssToLoad: [], scriptsToLoad: [''], codeToEval: '' }), NOTHING_INJECTED, SAME);
    expect(isEmptyPlan(plan)).toBe(true);
    expect(plan.codeRefused).toBe(false);
  });
});
