import { BackofficeInfoPagePaths, InfoPageSchema, type InfoPage, type InfoPageText } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call } from '../api';
import { errorText, texts } from '../texts';
import { EditorActions, LanguageTexts } from './ContentEditor';
import { textsByLanguage } from './language-texts';

const t = texts.content;

/** An information page's texts in every site language; saving answers the page as stored. */
export function InfoPageEditor({ page, onSaved, onCancel }: { page: InfoPage; onSaved: (page: InfoPage) => void; onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: InfoPage['texts'] | string = textsByLanguage(new FormData(event.currentTarget), (_, text): InfoPageText => text);
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
      <LanguageTexts kind="page" texts={page.texts} />
      <EditorActions error={error} busy={busy} onCancel={onCancel} />
    </form>
  );
}
