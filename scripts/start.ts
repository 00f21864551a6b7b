// `npm start`: build the client when the build is missing or older than its sources, then run
// the server (which migrates and seeds the database before listening).
import { buildClientIfStale } from './build.js';

await buildClientIfStale();
await import('../src/server/main.js');
