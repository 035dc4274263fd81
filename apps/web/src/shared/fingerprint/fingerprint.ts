import { fingerprintFetchFailed, fingerprintReceived, INITIAL_FINGERPRINT_STATE, isFingerprintValid, nextFingerprintStep, type FingerprintState } from '@betting/auth';
import { FingerprintPaths } from '@betting/contracts';
import { pipelineHooks } from '../api/api';
import { gatherFingerprintComponents } from './components';

let state: FingerprintState = INITIAL_FINGERPRINT_STATE;

/**
 * Fetches the fingerprint token (spec §3/§5: valid while it has a token and a future expiry, else fetched again, at
 * most twice in a row; a bad answer is a failure) and lets the request pipeline send it as `x-fingerprint`.
 */
export async function ensureFingerprint(now: () => number = Date.now): Promise<void> {
  for (;;) {
    const step = nextFingerprintStep(state, now());
    if (step.kind === 'use') return;
    if (step.kind === 'fail') {
      console.error('fingerprint unavailable', step.error);
      return;
    }
    try {
      const response = await fetch(FingerprintPaths.issue, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ components: gatherFingerprintComponents() }),
      });
      const received = fingerprintReceived(state, response.ok ? await response.json() : null, now());
      state = received.state;
      if (!received.result.ok) console.error('fingerprint: bad response', received.result.error);
    } catch (error) {
      console.error('fingerprint: request failed', error);
      state = fingerprintFetchFailed(state);
    }
  }
}

pipelineHooks.fingerprint = () => (state.current && isFingerprintValid(state.current, Date.now()) ? state.current.token : undefined);
