import { createSiteConfigModel } from '../entities/site-config/site-config.model';

/** The app's one site-config model; each browser tab runs it in its own effector scope. */
export const siteConfig = createSiteConfigModel();
