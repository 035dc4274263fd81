import { CasinoPaths, CasinoPreviewResponseSchema, type CasinoPreviewGame, type CasinoPreviewResponse } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { apiRequest } from '../../shared/api/api';
import { gamePagePath } from '../casino/casino-paths';
import { HOME_CASINO_TILES, homeCasinoGames } from './home-casino';
import './home-extras.css';

/** What the home loads after its first view: the casino block below the fold and, when the site turns it on, the snow. */
export default function HomeExtras({ lng }: { readonly lng: string }) {
  const snow = useUnit(siteConfig.$config)?.siteConfig.snowOnHome ?? false;
  return (
    <>
      <HomeCasino lng={lng} />
      {snow ? <Snow /> : null}
    </>
  );
}

/** The casino's first games (games preview light), asked for once the block comes near the screen; its size is kept while it loads. */
function HomeCasino({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [answer, setAnswer] = useState<CasinoPreviewResponse | 'failed' | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!near) return;
    let current = true;
    apiRequest({ method: 'GET', path: CasinoPaths.previewLight, query: { lng, whence: 'lobby', includeCategories: '1' }, schema: CasinoPreviewResponseSchema }).then(
      (value) => current && setAnswer(value),
      () => current && setAnswer('failed')
    );
    return () => {
      current = false;
    };
  }, [near, lng]);
  const games = answer && answer !== 'failed' ? homeCasinoGames(answer) : null;
  if (answer === 'failed' || (games && games.length === 0)) return null;
  return (
    <section ref={ref} className="home-casino" aria-labelledby="home-casino-title" data-testid="home-casino">
      <h2 className="home-casino__title" id="home-casino-title">
        <span>{t('homeCasino.title')}</span>
        <Link className="home-casino__all" to="/$lng/casino/{-$subcategory}" params={{ lng }}>
          {t('homeCasino.all')}
        </Link>
      </h2>
      <ul className="home-casino__games" aria-busy={games === null} data-loading={near && games === null ? '' : undefined}>
        {games === null
          ? Array.from({ length: HOME_CASINO_TILES }, (_, index) => <li key={index} className="home-casino__tile home-casino__tile--skeleton" aria-hidden="true" />)
          : games.map((game) => <CasinoTile key={game.GT} lng={lng} game={game} />)}
      </ul>
    </section>
  );
}

function CasinoTile({ lng, game }: { readonly lng: string; readonly game: CasinoPreviewGame }) {
  return (
    <li className="home-casino__tile">
      <Link className="home-casino__link" to={gamePagePath(lng, { id: game.GT, route: game.R })}>
        <img className="home-casino__cover" src={game.coverUrl} alt="" width={320} height={240} loading="lazy" decoding="async" />
        <span className="home-casino__name">{game.GN}</span>
        <span className="home-casino__provider">{game.providerName}</span>
      </Link>
    </li>
  );
}

/**
 * Falling snow on a canvas over the page: started after the page has loaded and the browser is idle, never with
 * reduced motion, paused while the tab is hidden; it takes no pointer and is hidden from assistive technology.
 */
function Snow() {
  const ref = useRef<HTMLCanvasElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let idle = 0;
    const start = () => {
      idle = window.setTimeout(() => setStarted(true), 500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(idle);
    };
  }, []);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!started || !canvas || !context) return;
    let frame = 0;
    const flakes = Array.from({ length: 70 }, () => ({ x: Math.random(), y: Math.random(), r: 1 + Math.random() * 2.5, speed: 0.0008 + Math.random() * 0.0015, drift: Math.random() * Math.PI * 2 }));
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
    };
    const draw = () => {
      const { width, height } = canvas;
      context.clearRect(0, 0, width, height);
      context.fillStyle = 'rgba(255, 255, 255, 0.85)';
      for (const flake of flakes) {
        flake.y += flake.speed;
        flake.drift += 0.01;
        if (flake.y > 1.02) {
          flake.y = -0.02;
          flake.x = Math.random();
        }
        context.beginPath();
        context.arc((flake.x + Math.sin(flake.drift) * 0.01) * width, flake.y * height, flake.r, 0, Math.PI * 2);
        context.fill();
      }
      frame = document.hidden ? 0 : window.requestAnimationFrame(draw);
    };
    const visibility = () => {
      if (!document.hidden && frame === 0) frame = window.requestAnimationFrame(draw);
    };
    resize();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', visibility);
    frame = window.requestAnimationFrame(draw);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [started]);
  return started ? <canvas ref={ref} className="home-snow" aria-hidden="true" data-testid="home-snow" /> : null;
}
