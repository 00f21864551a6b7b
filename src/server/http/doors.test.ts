import { describe, expect, it } from 'vitest';
import { isHealthCheck, isTrpc, servesData } from './doors.js';

describe('doors', () => {
  it('tells the two doors from the pages and files of the client', () => {
    for (const url of ['/api', '/api/questions/demo', '/api?x=1', '/trpc', '/trpc/questions.demo?input=%7B%7D', '/trpc?batch=1']) expect(servesData(url), url).toBe(true);
    for (const url of ['/', '/apiary', '/trpcx', '/assets/app.js', '/quiz?next=/api']) expect(servesData(url), url).toBe(false);
    expect(isTrpc('/trpc/a,b?batch=1')).toBe(true);
    expect(isTrpc('/api/trpc')).toBe(false);
    expect(isHealthCheck('/api/health')).toBe(true);
    expect(isHealthCheck('/api/health?full=1')).toBe(true);
    expect(isHealthCheck('/api/healthz')).toBe(false);
  });
});
