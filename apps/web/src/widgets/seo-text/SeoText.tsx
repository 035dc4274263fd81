import type { SeoContent } from '@betting/contracts';
import { useEffect, useState } from 'react';
import { loadSeoText } from './seo-text';

/**
 * The search-engine text block under the page, from the API per page and language. The HTML is rendered by our API
 * from its own escaped text (the contract says so), the same markup the server sends crawlers in the first HTML.
 */
export function SeoText({ path }: { readonly path: string }) {
  const [block, setBlock] = useState<{ readonly path: string; readonly content: SeoContent } | null>(null);

  useEffect(() => {
    let current = true;
    loadSeoText(path).then(
      (content) => current && setBlock({ path, content }),
      // The block is secondary: a page without it is still the page.
      (error: unknown) => current && (console.warn('SEO text could not be loaded', error), setBlock(null)),
    );
    return () => {
      current = false;
    };
  }, [path]);

  if (!block || block.path !== path || !block.content.content) return null;
  return (
    <>
      {block.content.style ? <style>{block.content.style}</style> : null}
      {block.content.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <section className="seo-content" data-seo-content dangerouslySetInnerHTML={{ __html: block.content.content }} />
    </>
  );
}
