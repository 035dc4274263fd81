import { SUPPORT_CHAT_KINDS, type SupportChatConfig } from '@betting/contracts';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerSetup, supportChatPlan } from './support-chat';

const arbChat: fc.Arbitrary<SupportChatConfig> = fc.record({
  kind: fc.constantFrom(...SUPPORT_CHAT_KINDS),
  key: fc.string({ minLength: 1, maxLength: 20 }),
  scriptUrl: fc.constantFrom('/support/widget.js', 'https://cdn.example/chat.js'),
});

describe('support chat', () => {
  test.prop([fc.option(arbChat, { nil: null }), fc.constantFrom('en', 'ru')])('guests never see the support button', (chat, lng) => {
    expect(supportChatPlan({ signedIn: false, chat, lng })).toEqual({ kind: 'hidden' });
  });

  test.prop([fc.constantFrom('en', 'ru', 'tr')])('signed in without a provider: the site’s own support form in the office', (lng) => {
    expect(supportChatPlan({ signedIn: true, chat: null, lng })).toEqual({ kind: 'form', path: `/${lng}/office/support` });
  });

  test.prop([arbChat])('signed in with a provider: its script, with the key in the settings it reads', (chat) => {
    const plan = supportChatPlan({ signedIn: true, chat, lng: 'en' });
    expect(plan.kind).toBe('provider');
    if (plan.kind !== 'provider') return;
    expect(plan.provider).toBe(chat.kind);
    expect(plan.scriptUrl).toBe(chat.scriptUrl);
    expect(JSON.stringify(plan.setup.globals)).toContain(JSON.stringify(chat.key));
  });

  it.each([
    ['livechat', '__lc', 'LiveChatWidget'],
    ['suphelper_v2', 'supHelperSettings', 'SupHelper'],
    ['suphelper_v3', 'supHelperSettings', 'SupHelper'],
    ['chatra', 'ChatraID', 'Chatra'],
    ['helpcrunch', 'helpcrunchSettings', 'HelpCrunch'],
  ] as const)('%s reads %s and opens with %s', (kind, settingsGlobal, openGlobal) => {
    const setup = providerSetup(kind, 'k-1');
    expect(Object.keys(setup.globals)).toEqual([settingsGlobal]);
    expect(setup.open.global).toBe(openGlobal);
  });

  it('tells the two suphelper versions apart', () => {
    expect(providerSetup('suphelper_v2', 'a').globals).toEqual({ supHelperSettings: { id: 'a', version: 2 } });
    expect(providerSetup('suphelper_v3', 'a').globals).toEqual({ supHelperSettings: { id: 'a', version: 3 } });
  });
});
