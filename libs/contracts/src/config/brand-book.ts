import type { BrandBookVariable } from './site-config';

const PIXELS = /^(-?\d+(?:\.\d+)?)px$/;

/** A brand-book value as the page uses it: pixel sizes become em (÷16) so they follow the font-size setting. */
export function brandBookValue(cssValue: string): string {
  const pixels = PIXELS.exec(cssValue.trim());
  return pixels?.[1] ? `${Number(pixels[1]) / 16}em` : cssValue.trim();
}

/** The brand book as one `:root` rule; values that could break out of a style element are dropped. */
export function brandBookCss(variables: readonly BrandBookVariable[]): string {
  const declarations = variables
    .filter((variable) => !/[<>{};]/.test(variable.css_value))
    .map((variable) => `${variable.css_prop}:${brandBookValue(variable.css_value)}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
