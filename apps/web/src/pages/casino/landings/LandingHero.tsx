import type { CasinoLanding } from '@betting/contracts';
import { SitePathLink } from '../../../shared/ui/SitePathLink';

interface Props {
  readonly lng: string;
  readonly landing: CasinoLanding;
  readonly headingId: string;
}

/** A landing's hero: kicker, title, summary, selling points, the call to action and three of its games' covers. */
export function LandingHero({ lng, landing, headingId }: Props) {
  const art = landing.games.slice(0, 3);
  return (
    <section className={`landing-hero landing-hero--${landing.theme}`} aria-labelledby={headingId}>
      <div className="landing-hero__text">
        {landing.kicker ? <p className="landing-hero__kicker">{landing.kicker}</p> : null}
        <h1 id={headingId} className="landing-hero__title">
          {landing.title}
        </h1>
        {landing.summary ? <p className="landing-hero__summary">{landing.summary}</p> : null}
        {landing.highlights.length > 0 ? (
          <ul className="landing-hero__highlights">
            {landing.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
        {landing.cta ? (
          <SitePathLink className="button button--primary landing-hero__cta" lng={lng} path={landing.cta.path}>
            {landing.cta.label}
          </SitePathLink>
        ) : null}
      </div>
      {art.length > 0 ? (
        <div className="landing-hero__art" aria-hidden="true">
          {art.map((game, index) => (
            <img key={game.id} className={`landing-hero__cover landing-hero__cover--${index}`} src={game.coverUrl} alt="" width={320} height={240} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The hero's place while the landing loads: same height, no layout jump. */
export function LandingHeroSkeleton() {
  return <div className="landing-hero landing-hero--skeleton" aria-hidden="true" />;
}
