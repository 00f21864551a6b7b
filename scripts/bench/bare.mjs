// The framework's own ceilings for `npm run bench`, in one process with nothing else (no plugins,
// no hooks, no database): a bare Fastify route answering the same JSON payload as our demo read,
// and the same payload from a one-procedure tRPC router mounted with fastifyTRPCPlugin, so that
// our tRPC path can be compared with what tRPC itself costs on this machine.
import fs from 'node:fs';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';

const parsed = JSON.parse(fs.readFileSync(process.env.BARE_PAYLOAD_FILE, 'utf8'));
const t = initTRPC.create();
const router = t.router({ demo: t.procedure.query(() => parsed) });

const app = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
app.get('/bare', async () => parsed);
await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
