import type { SupportChatConfig, SupportChatKind } from '@betting/contracts';

/**
 * The support button (spec §1, §6): signed-in visitors only. With a chat provider configured its widget loads
 * lazily on the first press; without one the button opens the site's own support request form in the office.
 */
export type SupportChatPlan =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'form'; readonly path: string }
  | { readonly kind: 'provider'; readonly provider: SupportChatKind; readonly scriptUrl: string; readonly setup: ProviderSetup };

/** What the provider's script expects on `window` before it loads, and how it is asked to open its chat. */
export interface ProviderSetup {
  readonly globals: Readonly<Record<string, unknown>>;
  /** The global function and arguments that open the chat once the script has run. */
  readonly open: { readonly global: string; readonly args: readonly unknown[] };
}

/** Each provider's documented embedding: the settings global it reads, and the call that opens its window. */
export function providerSetup(kind: SupportChatKind, key: string): ProviderSetup {
  switch (kind) {
    case 'livechat':
      return { globals: { __lc: { license: key, asyncInit: true } }, open: { global: 'LiveChatWidget', args: ['call', 'maximize'] } };
    case 'suphelper_v2':
      return { globals: { supHelperSettings: { id: key, version: 2 } }, open: { global: 'SupHelper', args: ['open'] } };
    case 'suphelper_v3':
      return { globals: { supHelperSettings: { id: key, version: 3 } }, open: { global: 'SupHelper', args: ['open'] } };
    case 'chatra':
      return { globals: { ChatraID: key }, open: { global: 'Chatra', args: ['openChat', true] } };
    case 'helpcrunch':
      return { globals: { helpcrunchSettings: { appId: key } }, open: { global: 'HelpCrunch', args: ['openChat'] } };
  }
}

/** The office's support request form, the fallback when no chat provider is configured. */
export function supportFormPath(lng: string): string {
  return `/${lng}/office/support`;
}

export function supportChatPlan({ signedIn, chat, lng }: { readonly signedIn: boolean; readonly chat: SupportChatConfig | null; readonly lng: string }): SupportChatPlan {
  if (!signedIn) return { kind: 'hidden' };
  if (!chat) return { kind: 'form', path: supportFormPath(lng) };
  return { kind: 'provider', provider: chat.kind, scriptUrl: chat.scriptUrl, setup: providerSetup(chat.kind, chat.key) };
}
