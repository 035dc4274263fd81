import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTopThreshold } from './scroll-threshold';

const PHONE_QUERY = '(max-width: 767px)';

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    const update = () => setVisible(window.scrollY > scrollToTopThreshold(window.innerHeight, phone.matches));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('nav.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
