import { start } from './start';

await start({ isProduction: true });
