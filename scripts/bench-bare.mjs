// The framework's own ceiling for `npm run bench`: a bare Fastify route answering the same JSON
// payload as our demo read, with nothing else (no plugins, no hooks, no database).
import fs from 'node:fs';
import Fastify from 'fastify';

const payload = fs.readFileSync(process.env.BARE_PAYLOAD_FILE, 'utf8');
const parsed = JSON.parse(payload);
const app = Fastify({ logger: false });
app.get('/bare', async () => parsed);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
