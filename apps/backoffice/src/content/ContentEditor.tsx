import {
  BackofficePaths,
  BlogCategoriesResponseSchema,
  CONTENT_LANGUAGES,
  ContentItemSchema,
  STORED_PROMO_CATEGORIES,
  type ContentFields,
  type ContentItem,
  type ContentKind,
  type ContentLanguage,
  type ContentText,
} from '@betting/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BackofficeError, call } from '../api';
import { errorText, texts } from '../texts';
import { blocksToText } from './body-text';
import { textsByLanguage } from './language-texts';

const t = texts.content;

/** `2026-11-28T10:00:00.000Z` → `2026-11-28T10:00` (a datetime-local field, read as UTC like the whole desk). */
const toLocalField = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');
const fromLocalField = (value: string) => (value ? new Date(`${value}:00.000Z`).toISOString() : null);
const midnightToday = () => `${new Date().toISOString().slice(0, 10)}T00:00`;

/** A new item's fields: hidden until published, dated today. */
function blankFields(kind: ContentKind): ContentFields {
  const now = new Date(`${midnightToday()}:00.000Z`).toISOString();
  const texts = { en: { title: '', summary: '', body: [] } };
  if (kind === 'promotion') return { kind, slug: '', categories: ['bonuses'], starts_at: now, ends_at: null, position: 0, cover_path: null, action_path: null, texts };
  if (kind === 'news') return { kind, slug: '', published_at: now, cover_path: null, texts };
  return { kind, slug: '', category_path: '', author: '', published_at: now, cover_path: null, texts };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optional = (value: string) => (value === '' ? null : value);

/** The form's values as the item's fields, or the text of what is wrong with them. */
function fieldsOf(kind: ContentKind, form: FormData): ContentFields | string {
  const texts = textsByLanguage(form, (lang, base): ContentText => {
    const text: ContentText = { ...base };
    if (kind === 'promotion') {
      text.schedule = field(form, `${lang}.schedule`);
      text.terms = String(form.get(`${lang}.terms`) ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      text.action_label = field(form, `${lang}.action_label`);
    }
    if (kind === 'blog') text.cover_alt = field(form, `${lang}.cover_alt`);
    return text;
  });
  if (typeof texts === 'string') return texts;
  const slug = field(form, 'slug');
  const cover_path = optional(field(form, 'cover_path'));
  if (kind === 'promotion') {
    return {
      kind,
      slug,
      categories: form.getAll('categories').map(String) as Extract<ContentFields, { kind: 'promotion' }>['categories'],
      starts_at: fromLocalField(field(form, 'starts_at')) ?? new Date().toISOString(),
      ends_at: fromLocalField(field(form, 'ends_at')),
      position: Number(field(form, 'position') || '0'),
      cover_path,
      action_path: optional(field(form, 'action_path')),
      texts,
    };
  }
  const published_at = fromLocalField(field(form, 'published_at')) ?? new Date().toISOString();
  if (kind === 'news') return { kind, slug, published_at, cover_path, texts };
  return { kind, slug, category_path: field(form, 'category_path'), author: field(form, 'author'), published_at, cover_path, texts };
}

function TextField({ name, label, value, required, type = 'text', maxLength, hint }: { name: string; label: string; value: string; required?: boolean; type?: string; maxLength?: number; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value} required={required} maxLength={maxLength} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <span id={`${id}-hint`} className="muted hint">
          {hint}
        </span>
      )}
    </div>
  );
}

function TextArea({ name, label, value, rows, hint }: { name: string; label: string; value: string; rows: number; hint?: string }) {
  const id = useId();
  return (
    <div className="field wide">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} defaultValue={value} rows={rows} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <span id={`${id}-hint`} className="muted hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/**
 * One language's text: open when it has one (English always), a title left empty meaning "none of its own". An
 * information page (`page`) has the title, summary and body only.
 */
export function LanguageText({ kind, lang, text }: { kind: ContentKind | 'page'; lang: ContentLanguage; text: ContentText | undefined }) {
  const name = `${t.language[lang]} (${lang})`;
  return (
    <details className="language" open={lang === 'en' || text !== undefined}>
      <summary>
        {name} <span className="muted">· {text ? t.ownText : t.fallsBack}</span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">{name}</legend>
        <TextField name={`${lang}.title`} label={t.title} value={text?.title ?? ''} required={lang === 'en'} maxLength={200} />
        <TextArea name={`${lang}.summary`} label={t.summary} value={text?.summary ?? ''} rows={2} />
        <TextArea name={`${lang}.body`} label={t.body} value={blocksToText(text?.body ?? [])} rows={6} hint={t.bodyHint} />
        {kind === 'promotion' && (
          <>
            <TextField name={`${lang}.schedule`} label={t.schedule} value={text?.schedule ?? ''} maxLength={300} />
            <TextArea name={`${lang}.terms`} label={t.terms} value={(text?.terms ?? []).join('\n')} rows={3} />
            <TextField name={`${lang}.action_label`} label={t.actionLabel} value={text?.action_label ?? ''} maxLength={100} />
          </>
        )}
        {kind === 'blog' && <TextField name={`${lang}.cover_alt`} label={t.coverAlt} value={text?.cover_alt ?? ''} maxLength={300} />}
      </fieldset>
    </details>
  );
}

/** The editor of one item (or a new one of `kind`): its fields, then a text per language; saving answers the item as stored. */
export function ContentEditor({ kind, item, onSaved, onCancel }: { kind: ContentKind; item: ContentItem | null; onSaved: (item: ContentItem, created: boolean) => void; onCancel: () => void }) {
  const fields = item?.fields ?? blankFields(kind);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [categories, setCategories] = useState<{ path: string; title: string }[]>([]);
  const headingId = useId();
  const categoryId = useId();

  useEffect(() => {
    if (kind !== 'blog') return;
    call(BlogCategoriesResponseSchema, BackofficePaths.contentBlogCategories)
      .then((answer) => setCategories(answer.entities))
      .catch((failure: unknown) => setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown')));
  }, [kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = fieldsOf(kind, new FormData(event.currentTarget));
    if (typeof values === 'string') {
      setError(values);
      return;
    }
    setBusy(true);
    try {
      const url = item ? BackofficePaths.contentItem(kind, item.id) : BackofficePaths.contentList(kind);
      onSaved(await call(ContentItemSchema, url, { method: 'POST', body: values }), item === null);
    } catch (failure) {
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="editor" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{item ? t.editing(item.fields.slug) : t.creating(t.kindOne[kind])}</h2>
      <fieldset className="editor-fields">
        <legend>{t.fields}</legend>
        <TextField name="slug" label={t.slug} value={fields.slug} required maxLength={120} />
        {fields.kind === 'promotion' && (
          <>
            <fieldset className="roles-field">
              <legend>{t.categories}</legend>
              {STORED_PROMO_CATEGORIES.map((category) => (
                <label key={category} className="check">
                  <input type="checkbox" name="categories" value={category} defaultChecked={fields.categories.includes(category)} />
                  {t.categoryNames[category] ?? category}
                </label>
              ))}
            </fieldset>
            <TextField name="starts_at" label={t.startsAt} type="datetime-local" value={toLocalField(fields.starts_at)} required />
            <TextField name="ends_at" label={t.endsAt} type="datetime-local" value={toLocalField(fields.ends_at)} />
            <TextField name="position" label={t.position} type="number" value={String(fields.position)} />
            <TextField name="action_path" label={t.actionPath} value={fields.action_path ?? ''} />
          </>
        )}
        {fields.kind === 'blog' && (
          <>
            <div className="field">
              <label htmlFor={categoryId}>{t.blogCategory}</label>
              <select id={categoryId} name="category_path" defaultValue={fields.category_path} required key={categories.length}>
                {fields.category_path === '' && <option value="" />}
                {categories.map((category) => (
                  <option key={category.path} value={category.path}>
                    {category.title} ({category.path})
                  </option>
                ))}
              </select>
            </div>
            <TextField name="author" label={t.author} value={fields.author} required maxLength={120} />
          </>
        )}
        {fields.kind !== 'promotion' && <TextField name="published_at" label={t.publishedAt} type="datetime-local" value={toLocalField(fields.published_at)} required />}
        <TextField name="cover_path" label={t.coverPath} value={fields.cover_path ?? ''} />
      </fieldset>
      <h3>{t.textsHeading}</h3>
      <p className="muted">{t.textsHint}</p>
      <LanguageTexts kind={kind} texts={fields.texts} />
      <EditorActions error={error} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** An editor's texts, one block per site language. */
export function LanguageTexts({ kind, texts: byLanguage }: { kind: ContentKind | 'page'; texts: Partial<Record<ContentLanguage, ContentText>> }) {
  return CONTENT_LANGUAGES.map((lang) => <LanguageText key={lang} kind={kind} lang={lang} text={byLanguage[lang]} />);
}

/** The end of an editor: what is wrong (read out at once), save and cancel. */
export function EditorActions({ error, busy, onCancel }: { error: string | null; busy: boolean; onCancel: () => void }) {
  return (
    <>
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
    </>
  );
}
