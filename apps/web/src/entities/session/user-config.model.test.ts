import type { UserConfig } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $userConfig, $userConfigInstalled, userConfigCleared, userConfigQuery } from './user-config.model';

const config = (id: number) => ({ user_id: id, disallow_line_sport: [3, 1, 2], disallow_live_sport: [9, 4] }) as unknown as UserConfig;

describe('user config load', () => {
  it('keeps the loaded config with its sport lists sorted and sets the installed flag', async () => {
    const scope = fork({ handlers: [[userConfigQuery.__.executeFx, async () => config(7)]] });
    await allSettled(userConfigQuery.start, { scope });
    expect(scope.getState($userConfig)).toMatchObject({ user_id: 7, disallow_line_sport: [1, 2, 3], disallow_live_sport: [4, 9] });
    expect(scope.getState($userConfigInstalled)).toBe(true);
    await allSettled(userConfigCleared, { scope });
    expect(scope.getState($userConfig)).toBeNull();
    expect(scope.getState($userConfigInstalled)).toBe(false);
  });

  it('a failed load resets the flags and is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const scope = fork({
      handlers: [
        [
          userConfigQuery.__.executeFx,
          async () => {
            if (fail) throw new Error('down');
            return config(1);
          },
        ],
      ],
    });
    await allSettled(userConfigQuery.start, { scope });
    expect(scope.getState($userConfigInstalled)).toBe(true);
    fail = true;
    await allSettled(userConfigQuery.start, { scope });
    expect(scope.getState($userConfigInstalled)).toBe(false);
    expect(logged).toHaveBeenCalledWith('user config failed to load', expect.any(Error));
    logged.mockRestore();
  });

  it('a new load wins over the one still running (the older answer never lands)', async () => {
    let call = 0;
    const scope = fork({
      handlers: [
        [
          userConfigQuery.__.executeFx,
          async () => {
            call += 1;
            const id = call;
            await new Promise((resolve) => setTimeout(resolve, id === 1 ? 50 : 5));
            return config(id);
          },
        ],
      ],
    });
    const first = allSettled(userConfigQuery.start, { scope });
    const second = allSettled(userConfigQuery.start, { scope });
    await Promise.all([first, second]);
    expect(scope.getState($userConfig)).toMatchObject({ user_id: 2 });
  });
});
