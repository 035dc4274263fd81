import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The sections between home and the current page, as plain text. */
  readonly sections?: readonly string[];
  readonly current: string;
}

/** Home › sections › the current page. */
export function Breadcrumbs({ sections = [], current }: Props) {
  const { t } = useTranslation();
  const { lng } = useParams({ from: '/$lng' });
  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/$lng" params={{ lng }}>
            {t('nav.home')}
          </Link>
        </li>
        {sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
