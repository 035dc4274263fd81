import { CONTENT_LANGUAGES, type ContentLanguage } from '@betting/contracts';
import { texts } from '../texts';

const t = texts.content;

/** Which site languages have their own text (the others fall back to English), as a row of language codes. */
export function LanguageCoverage({ languages }: { languages: readonly ContentLanguage[] }) {
  return (
    <span className="langs">
      {CONTENT_LANGUAGES.map((lang) => (
        <abbr key={lang} title={`${t.language[lang]}: ${languages.includes(lang) ? t.ownText : t.fallsBack}`} className={languages.includes(lang) ? 'lang own' : 'lang'}>
          {lang}
        </abbr>
      ))}
    </span>
  );
}
