import type { SiteConfigParts } from '../config/site-config.repository';

/** Spec §9: the apple-touch icon sizes. */
export const ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

export interface WebAppManifest {
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly background_color: string;
  readonly theme_color: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

/** The PWA manifest from the site config: name, theme colour, and the icon in every size of the spec. */
export function webAppManifest(site: SiteConfigParts, lng: string): WebAppManifest {
  return {
    name: site.siteConfig.companyName,
    short_name: site.siteConfig.companyName,
    lang: lng,
    start_url: `/${lng}`,
    scope: '/',
    display: 'standalone',
    background_color: '#0f1720',
    theme_color: site.siteConfig.pwa.themeColor,
    icons: ICON_SIZES.map((size) => ({ src: `/pwa/icon-${size}.svg`, sizes: `${size}x${size}`, type: 'image/svg+xml', purpose: 'any maskable' })),
  };
}

/** The brand mark as a square icon; SVG scales to every size without shipping eight images. */
export function brandIconSvg(size: number, companyName: string, accent: string): string {
  const letter = (companyName.trim()[0] ?? 'B').toUpperCase().replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${accent}"/><text x="32" y="43" font-family="system-ui, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}
