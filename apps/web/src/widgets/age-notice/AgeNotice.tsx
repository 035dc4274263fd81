import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useLanguageParam } from '../../shared/lib/language-param';

/** The API route the notice's form posts to without JavaScript: it sets the acceptance cookie and sends the visitor back. */
export const AGE_NOTICE_ACCEPT_PATH = '/web-api/age-notice/accept';
/** The server's notice in the first HTML (outside #root), which the browser's modal replaces. */
export const FIRST_VIEW_AGE_NOTICE_ID = 'age-notice-first-view';

const acceptAction = (back: string) => `${AGE_NOTICE_ACCEPT_PATH}?${new URLSearchParams({ back }).toString()}`;

/** The notice's content, the same markup in the browser's modal and in the server's first HTML. */
function AgeNoticeContent({ titleId, back, terms, onAccept }: { readonly titleId: string; readonly back: string; readonly terms: ReactNode; readonly onAccept?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="age-badge" aria-hidden="true">
        18+
      </span>
      <h2 id={titleId}>{t('proof_of_age_popup_title')}</h2>
      <p>{t('ageNotice.text')}</p>
      {terms}
      {/* Without JavaScript the form posts to the API, which keeps the acceptance in a cookie and redirects back. */}
      <form
        method="post"
        action={acceptAction(back)}
        onSubmit={(event) => {
          if (!onAccept) return;
          event.preventDefault();
          onAccept();
        }}
      >
        <button type="submit" className="button button--primary">
          {t('ageNotice.accept')}
        </button>
      </form>
    </>
  );
}

/**
 * The notice as the server draws it into the first HTML of a visitor who has not accepted: shown with the page's first
 * paint, in the modal's place and size, over a backdrop that keeps the page behind it out of reach. Its form works
 * before any script arrives; the browser's AgeNotice removes it when it takes over.
 */
export function AgeNoticeFirstView({ lng, back }: { readonly lng: string; readonly back: string }) {
  const { t } = useTranslation();
  const titleId = `${FIRST_VIEW_AGE_NOTICE_ID}-title`;
  return (
    <div id={FIRST_VIEW_AGE_NOTICE_ID} className="age-notice-first-view">
      <dialog open className="age-notice" aria-labelledby={titleId} aria-modal="true">
        <AgeNoticeContent titleId={titleId} back={back} terms={<a href={`/${lng}/information/rules`}>{t('ageNotice.terms')}</a>} />
      </dialog>
    </div>
  );
}

/** The first HTML's own styles for the server's notice: fixed like the modal, with the modal's backdrop. */
export const AGE_NOTICE_FIRST_VIEW_CSS =
  `#${FIRST_VIEW_AGE_NOTICE_ID}{position:fixed;inset:0;z-index:2147483000;background:rgba(5,10,15,.75)}` +
  `#${FIRST_VIEW_AGE_NOTICE_ID}>dialog{position:fixed;inset:0;margin:auto;max-height:calc(100% - 6px - 2em);overflow:auto}`;

/** Spec §4/§8: the age notice, a warning modal shown until accepted (kept 3 days, or for the session); Escape does not close it. */
export function AgeNotice() {
  const { t } = useTranslation();
  const lng = useLanguageParam() ?? 'en';
  const [visible, loaded, ageAccepted] = useUnit([settings.$ageNoticeVisible, settings.$loaded, settings.ageAccepted]);
  // Reading the rules hides the notice without accepting it.
  const [readingTerms, setReadingTerms] = useState(false);
  const titleId = useId();
  // Once the stored acceptance is read, the server's notice gives way in the same commit as the modal appears (or not).
  useLayoutEffect(() => {
    if (loaded) document.getElementById(FIRST_VIEW_AGE_NOTICE_ID)?.remove();
  }, [loaded]);

  if (!visible || readingTerms) return null;
  return (
    <ModalDialog className="age-notice" labelledBy={titleId}>
      <AgeNoticeContent
        titleId={titleId}
        back={typeof window === 'undefined' ? `/${lng}` : window.location.pathname + window.location.search}
        terms={
          <Link to="/$lng/information/rules" params={{ lng }} onClick={() => setReadingTerms(true)}>
            {t('ageNotice.terms')}
          </Link>
        }
        onAccept={() => ageAccepted({ sessionOnly: false })}
      />
    </ModalDialog>
  );
}
