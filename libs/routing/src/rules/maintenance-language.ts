/** Spec §8: the maintenance message is Russian for the AZ, KZ, UA and RU languages, English otherwise. */
const RUSSIAN_MESSAGE_FOR = new Set(['az', 'kk', 'uk', 'ru']);

export function maintenanceMessageLanguage(lng: string): 'ru' | 'en' {
  return RUSSIAN_MESSAGE_FOR.has(lng) ? 'ru' : 'en';
}
