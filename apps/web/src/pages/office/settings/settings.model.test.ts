import type { PersonalDataBody, PersonalDataResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $personalData, $personalDataRefusal, $personalDataSaved, loadMailingFx, loadPersonalDataFx, personalDataSubmitted, savePersonalDataFx, settingsPageOpened } from './settings.model';

const BODY: PersonalDataBody = { date_birthday: '1990-05-17', name: 'Anna', surname: 'Full', passport: '4510 123456', passport_date: '2010-06-01', passport_end_date: null, registration_address: 'Lenina 1', document_type_id: 1, inn: null };
const ANSWER: PersonalDataResponse = { user_data: BODY, is_filled: true, missing_fields: [] };
const OFF = { enable_mail_news: false, enable_mail_deposit: false, enable_mail_bets: false, enable_sms_news: false };

describe('settings model', () => {
  it('loads on opening and keeps what a save answers', async () => {
    const saved: PersonalDataBody[] = [];
    const scope = fork({
      handlers: [
        [loadPersonalDataFx, () => ({ ...ANSWER, is_filled: false, missing_fields: ['passport'] })],
        [loadMailingFx, () => OFF],
        [savePersonalDataFx, (body: PersonalDataBody) => (saved.push(body), ANSWER)],
      ],
    });
    await allSettled(settingsPageOpened, { scope });
    expect(scope.getState($personalData)?.is_filled).toBe(false);
    await allSettled(personalDataSubmitted, { scope, params: BODY });
    expect(saved).toEqual([BODY]);
    expect(scope.getState($personalData)).toEqual(ANSWER);
    expect(scope.getState($personalDataSaved)).toBe(true);
    expect(scope.getState($personalDataRefusal)).toBeNull();
  });

  it('shows a refusal with its field, cleared by the next try; two scopes do not share it', async () => {
    const refusing = fork({
      handlers: [
        [
          savePersonalDataFx,
          () => {
            throw { kind: 'http', status: 400, error: { code: 'too_young', message: 'x', params: { field: 'date_birthday' } } };
          },
        ],
      ],
    });
    const other = fork({ handlers: [[savePersonalDataFx, () => ANSWER]] });
    await allSettled(personalDataSubmitted, { scope: refusing, params: BODY });
    await allSettled(personalDataSubmitted, { scope: other, params: BODY });
    expect(refusing.getState($personalDataRefusal)).toEqual({ code: 'too_young', field: 'date_birthday' });
    expect(refusing.getState($personalDataSaved)).toBe(false);
    expect(other.getState($personalDataRefusal)).toBeNull();
    expect(other.getState($personalDataSaved)).toBe(true);
  });
});
