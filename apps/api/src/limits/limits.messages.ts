import type { LimitErrorCode } from '@betting/contracts';

export type LimitTitleKey = 'applied' | 'pending' | 'unchanged' | 'approve' | 'reject' | 'cancel' | LimitErrorCode;

const EN: Record<LimitTitleKey, string> = {
  applied: 'The limit is set and applies now',
  pending: 'The change will take effect after 24 hours and your confirmation',
  unchanged: 'The limit stays as it is',
  approve: 'The limit change is confirmed',
  reject: 'The limit change is rejected',
  cancel: 'The limit change is cancelled',
  invalid_request: 'The request is not valid',
  not_signed_in: 'Please sign in',
  invalid_token: 'The token is not valid',
  invalid_limit_value: 'This value is not available for this limit',
  limit_cannot_shorten: 'This limit can only be extended',
  limit_not_cancellable: 'This limit cannot be cancelled',
  no_pending_limit: 'There is no pending change of this limit',
  approval_not_due: 'The change can be confirmed 24 hours after it was requested',
};

const RU: Record<LimitTitleKey, string> = {
  applied: 'Лимит установлен и действует сразу',
  pending: 'Изменение вступит в силу через 24 часа, после вашего подтверждения',
  unchanged: 'Лимит не изменился',
  approve: 'Изменение лимита подтверждено',
  reject: 'Изменение лимита отклонено',
  cancel: 'Изменение лимита отменено',
  invalid_request: 'Неверный запрос',
  not_signed_in: 'Пожалуйста, войдите',
  invalid_token: 'Токен недействителен',
  invalid_limit_value: 'Это значение недоступно для этого лимита',
  limit_cannot_shorten: 'Этот лимит можно только продлить',
  limit_not_cancellable: 'Этот лимит нельзя отменить',
  no_pending_limit: 'Нет ожидающего изменения этого лимита',
  approval_not_due: 'Изменение можно подтвердить через 24 часа после запроса',
};

const TITLES: Readonly<Record<string, Record<LimitTitleKey, string>>> = { en: EN, ru: RU };

/** The server's title in `X-Language` (en and ru; any other language falls back to en, the site's default). */
export function limitTitle(language: string | undefined, key: LimitTitleKey): string {
  return (TITLES[language ?? 'en'] ?? EN)[key];
}
