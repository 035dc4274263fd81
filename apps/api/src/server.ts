import { start } from './start';

await start();
