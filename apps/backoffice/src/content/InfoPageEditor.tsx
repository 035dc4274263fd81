import { BackofficeInfoPagePaths, CONTENT_LANGUAGES, InfoPageSchema, type ContentLanguage, type InfoPage, type InfoPageText } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call } from '../api';
import { errorText, texts } from '../texts';
import { textToBlocks } from './body-text';
import { LanguageText } from './ContentEditor';

const t = texts.content;

/** The form's texts by language, or the text of what is wrong with them. */
function textsOf(form: FormData): InfoPage['texts'] | string {
  const byLanguage: Partial<Record<ContentLanguage, InfoPageText>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const title = String(form.get(`${lang}.title`) ?? '').trim();
    if (title === '') continue;
    const body = textToBlocks(String(form.get(`${lang}.body`) ?? ''));
    if (!body.ok) return `${t.language[lang]}: ${t.badFence(body.fence)}`;
    byLanguage[lang] = { title, summary: String(form.get(`${lang}.summary`) ?? '').trim(), body: body.blocks };
  }
  const en = byLanguage.en;
  return en ? { ...byLanguage, en } : t.englishRequired;
}

/** An information page's texts in every site language; saving answers the page as stored. */
export function InfoPageEditor({ page, onSaved, onCancel }: { page: InfoPage; onSaved: (page: InfoPage) => void; onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = textsOf(new FormData(event.currentTarget));
    if (typeof values === 'string') {
      setError(values);
      return;
    }
    setBusy(true);
    try {
      onSaved(await call(InfoPageSchema, BackofficeInfoPagePaths.page(page.id), { method: 'POST', body: { texts: values } }));
    } catch (failure) {
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="editor" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{texts.infoPages.editing(page.page_key)}</h2>
      <p className="muted">{t.textsHint}</p>
      {CONTENT_LANGUAGES.map((lang) => (
        <LanguageText key={lang} kind="page" lang={lang} text={page.texts[lang]} />
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button className="button primary" type="submit" disabled={busy}>
          {t.save}
        </button>
        <button className="button ghost" type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
