/**
 * The responsible-gaming widget: import it lazily (the overlays chunk), never from the first JavaScript.
 * `<ResponsibleGamingHost />` starts the limit ping, the session-limit timer and the reality checks for the signed-in
 * person and shows the reality-check prompt.
 */
export { ResponsibleGamingHost } from './ResponsibleGamingHost';
