/** GET /bff-api/config/all.json?lang=xx (apart from its schemas: the browser's first JavaScript names it without zod). */
export const ConfigAllPath = '/bff-api/config/all.json';
