import type { AccountsErrorCode } from '@betting/contracts';

/**
 * The add/remove currency answers carry the server's text in the bettor's language (spec §7 "reading data.message",
 * §8): the web app shows it as it is.
 */
type MessageKey = AccountsErrorCode | 'currency_added' | 'currency_removed' | 'account_converted';

const MESSAGES: Readonly<Record<string, Readonly<Record<MessageKey, string>>>> = {
  en: {
    invalid_request: 'The request is not valid.',
    not_signed_in: 'Please sign in.',
    account_not_found: 'There is no such account.',
    account_frozen: 'This account is frozen.',
    account_not_switchable: 'This account cannot be the active one.',
    currency_not_available: 'This currency is not available.',
    currency_already_held: 'You already have an account in this currency.',
    account_not_removable: 'Only an additional account that is not active can be removed.',
    account_not_empty: 'Withdraw or move the money before removing the account.',
    currency_added: 'The account has been added.',
    currency_removed: 'The account has been removed.',
    account_not_convertible: 'Only an account that has never held money can change its currency.',
    account_converted: 'The account now uses the new currency.',
  },
  ru: {
    invalid_request: 'Неверный запрос.',
    not_signed_in: 'Пожалуйста, войдите.',
    account_not_found: 'Такого счёта нет.',
    account_frozen: 'Этот счёт заморожен.',
    account_not_switchable: 'Этот счёт нельзя сделать активным.',
    currency_not_available: 'Эта валюта недоступна.',
    currency_already_held: 'У вас уже есть счёт в этой валюте.',
    account_not_removable: 'Удалить можно только дополнительный неактивный счёт.',
    account_not_empty: 'Выведите или переведите деньги, прежде чем удалять счёт.',
    currency_added: 'Счёт добавлен.',
    currency_removed: 'Счёт удалён.',
    account_not_convertible: 'Сменить валюту можно только у счёта, на котором ещё не было денег.',
    account_converted: 'Валюта счёта изменена.',
  },
  es: {
    invalid_request: 'La solicitud no es válida.',
    not_signed_in: 'Inicia sesión.',
    account_not_found: 'No existe esa cuenta.',
    account_frozen: 'Esta cuenta está congelada.',
    account_not_switchable: 'Esta cuenta no puede ser la activa.',
    currency_not_available: 'Esta moneda no está disponible.',
    currency_already_held: 'Ya tienes una cuenta en esta moneda.',
    account_not_removable: 'Solo se puede eliminar una cuenta adicional que no esté activa.',
    account_not_empty: 'Retira o transfiere el dinero antes de eliminar la cuenta.',
    currency_added: 'La cuenta se ha añadido.',
    currency_removed: 'La cuenta se ha eliminado.',
    account_not_convertible: 'Solo una cuenta que nunca ha tenido dinero puede cambiar de divisa.',
    account_converted: 'La cuenta usa ahora la nueva divisa.',
  },
  pt: {
    invalid_request: 'O pedido não é válido.',
    not_signed_in: 'Inicie sessão.',
    account_not_found: 'Essa conta não existe.',
    account_frozen: 'Esta conta está congelada.',
    account_not_switchable: 'Esta conta não pode ser a ativa.',
    currency_not_available: 'Esta moeda não está disponível.',
    currency_already_held: 'Já tem uma conta nesta moeda.',
    account_not_removable: 'Só pode remover uma conta adicional que não esteja ativa.',
    account_not_empty: 'Levante ou transfira o dinheiro antes de remover a conta.',
    currency_added: 'A conta foi adicionada.',
    currency_removed: 'A conta foi removida.',
    account_not_convertible: 'Só uma conta que nunca teve dinheiro pode mudar de moeda.',
    account_converted: 'A conta passou a usar a nova moeda.',
  },
  tr: {
    invalid_request: 'İstek geçerli değil.',
    not_signed_in: 'Lütfen giriş yapın.',
    account_not_found: 'Böyle bir hesap yok.',
    account_frozen: 'Bu hesap donduruldu.',
    account_not_switchable: 'Bu hesap etkin hesap olamaz.',
    currency_not_available: 'Bu para birimi kullanılamıyor.',
    currency_already_held: 'Bu para biriminde zaten bir hesabınız var.',
    account_not_removable: 'Yalnızca etkin olmayan ek bir hesap kaldırılabilir.',
    account_not_empty: 'Hesabı kaldırmadan önce parayı çekin veya aktarın.',
    currency_added: 'Hesap eklendi.',
    currency_removed: 'Hesap kaldırıldı.',
    account_not_convertible: 'Yalnızca hiç para görmemiş bir hesabın para birimi değiştirilebilir.',
    account_converted: 'Hesap artık yeni para birimini kullanıyor.',
  },
  uk: {
    invalid_request: 'Неправильний запит.',
    not_signed_in: 'Будь ласка, увійдіть.',
    account_not_found: 'Такого рахунку немає.',
    account_frozen: 'Цей рахунок заморожено.',
    account_not_switchable: 'Цей рахунок не може бути активним.',
    currency_not_available: 'Ця валюта недоступна.',
    currency_already_held: 'У вас уже є рахунок у цій валюті.',
    account_not_removable: 'Видалити можна лише додатковий неактивний рахунок.',
    account_not_empty: 'Виведіть або переведіть гроші, перш ніж видаляти рахунок.',
    currency_added: 'Рахунок додано.',
    currency_removed: 'Рахунок видалено.',
    account_not_convertible: 'Змінити валюту можна лише в рахунку, на якому ще не було грошей.',
    account_converted: 'Валюту рахунку змінено.',
  },
};

/** The message in the language the request names (`X-Language`, else the `lng` cookie), English otherwise. */
export function accountMessage(key: MessageKey, language: string | undefined): string {
  const messages = MESSAGES[language ?? 'en'] ?? MESSAGES['en'];
  if (!messages) throw new Error('the English account messages are missing');
  return messages[key];
}
