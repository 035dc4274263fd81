import { DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES, VERIFICATION_STATUSES, type DocumentsResponse, type VerificationDocument } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $documents, $documentsFailed, $uploadCount, $uploaded, $uploadRefusal, documentsPageOpened, documentSubmitted, uploadDocumentFx } from './documents.model';
import { useFormatDate } from '../../../shared/lib/date-time';

const TYPES = Object.values(VERIFICATION_DOCUMENT_TYPES);
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** `office/verification`: upload identity documents and follow their review. */
export function VerificationPage() {
  return <DocumentsPage routeId="office.verification" />;
}

/** `office/identification` (when the site config enables it): the same documents, asked for to identify the user. */
export function IdentificationPage() {
  return <DocumentsPage routeId="office.identification" />;
}

function DocumentsPage({ routeId }: { readonly routeId: 'office.verification' | 'office.identification' }) {
  const { t } = useTranslation('pages');
  const [documents, failed, uploadCount, opened] = useUnit([$documents, $documentsFailed, $uploadCount, documentsPageOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <OfficeLayout routeId={routeId}>
      <p>{t(routeId === 'office.identification' ? 'office.documents.identificationLead' : 'office.documents.verificationLead')}</p>
      {failed ? <p role="alert">{t('office.loadFailed')}</p> : documents ? <VerificationStatus documents={documents} /> : <p>{t('office.loading')}</p>}
      <section className="card office-card" aria-labelledby="documents-upload-title">
        <h2 id="documents-upload-title">{t('office.documents.uploadTitle')}</h2>
        {/* A sent file starts an empty form. */}
        <UploadForm key={uploadCount} />
      </section>
      {documents ? (
        <section className="card office-card" aria-labelledby="documents-list-title">
          <h2 id="documents-list-title">{t('office.documents.listTitle')}</h2>
          <DocumentList documents={documents.documents} />
        </section>
      ) : null}
    </OfficeLayout>
  );
}

const STATUS_KEYS: Readonly<Record<number, string>> = {
  [VERIFICATION_STATUSES.notVerified]: 'notVerified',
  [VERIFICATION_STATUSES.pending]: 'pending',
  [VERIFICATION_STATUSES.verified]: 'verified',
  [VERIFICATION_STATUSES.rejected]: 'rejected',
};

function VerificationStatus({ documents }: { readonly documents: DocumentsResponse }) {
  const { t } = useTranslation('pages');
  const key = STATUS_KEYS[documents.verification_status] ?? 'notVerified';
  const verified = documents.verification_status === VERIFICATION_STATUSES.verified;
  return (
    <section className="card office-card" aria-labelledby="documents-status-title">
      <h2 id="documents-status-title">{t('office.documents.statusTitle')}</h2>
      <p className={verified ? 'office-badge office-badge--filled' : 'office-badge office-badge--missing'} data-testid="verification-status">
        {t(`office.documents.verification.${key}`)}
      </p>
      {documents.requested_additional_document ? <p role="status">{t('office.documents.additionalRequested')}</p> : null}
    </section>
  );
}

function UploadForm() {
  const { t } = useTranslation('pages');
  const [type, setType] = useState<number>(VERIFICATION_DOCUMENT_TYPES.passport);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, uploaded, pending, submit] = useUnit([$uploadRefusal, $uploaded, uploadDocumentFx.pending, documentSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) submit({ type, file });
  };
  return (
    <form className="office-form" onSubmit={onSubmit} noValidate>
      <div className="office-row">
        <div className="field office-field">
          <label htmlFor="document-type">{t('office.documents.type')}</label>
          <select id="document-type" value={type} onChange={(event) => setType(Number(event.target.value))}>
            {TYPES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`office.documents.types.${candidate}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field office-field">
          <label htmlFor="document-file">{t('office.documents.file')}</label>
          <input
            id="document-file"
            type="file"
            accept={ACCEPT}
            aria-describedby="document-file-hint document-alert"
            aria-invalid={refusal !== null && refusal.code !== 'too_many_requests' ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <small id="document-file-hint" className="office-field__hint">
            {t('office.documents.fileHint', { max: MAX_MB })}
          </small>
        </div>
      </div>
      <OfficeAlert id="document-alert" refusal={refusal} />
      <OfficeDone text={uploaded ? t('office.documents.uploaded') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || file === null} aria-busy={pending}>
          {t('office.documents.send')}
        </button>
      </div>
    </form>
  );
}

function DocumentList({ documents }: { readonly documents: readonly VerificationDocument[] }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  if (documents.length === 0) return <p>{t('office.documents.empty')}</p>;
  return (
    <ul className="office-history" data-testid="documents-list">
      {documents.map((document) => (
        <li key={document.id}>
          <div className="office-history__meta">
            <strong>{t(`office.documents.types.${document.type}`)}</strong>
            <span data-testid="document-status">{t(`office.documents.status.${document.status}`)}</span>
            <time dateTime={document.created_at}>{formatDate(document.created_at, 'dateTime')}</time>
          </div>
          <p className="office-history__message">{document.file_name}</p>
          {document.status === 'rejected' && document.reject_reason ? (
            <p className="office-history__message">{t('office.documents.reason', { reason: document.reject_reason })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
