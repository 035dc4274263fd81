import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

export function AboutPage() {
  const { t } = useTranslation();
  const config = useUnit(siteConfig.$config);
  const companyName = config?.siteConfig.companyName ?? '';
  const title = t('about.title', { companyName });
  const paragraphs = t('about.paragraphs', { companyName, returnObjects: true }) as string[];
  useDocumentTitle(`${title} · ${companyName}`);

  return (
    <article className="page article">
      <h1>{title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
