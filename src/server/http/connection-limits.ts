// Connections one client address may hold at once (issue 35, item 2): 840 connections each holding
// an unfinished 1 MB body took a gigabyte of memory outside the heap. Timeouts (app.ts) bound how
// long a connection lives; this bounds how many one address opens. The proxies named by
// TRUST_PROXY are not capped: behind one, every client arrives from its address.
import { BlockList, isIPv6, type Server, type Socket } from 'node:net';
import type { Env } from '../env.js';

/** The named ranges Fastify's TRUST_PROXY understands (proxy-addr's). */
const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** '::ffff:10.0.0.1' → '10.0.0.1': a dual-stack socket's IPv4 client. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Whether a connection's address is a trusted proxy. `true` or a hop count (any direct peer is a
 * proxy): every address; `false`: none; else a comma-separated list of names, addresses and CIDRs.
 */
export function trustedProxy(setting: Env['TRUST_PROXY']): (address: string) => boolean {
  if (setting === true || typeof setting === 'number') return () => true;
  if (setting === false) return () => false;
  const list = new BlockList();
  for (const raw of setting.split(',').map((s) => s.trim()).filter(Boolean)) {
    const named = NAMED[raw];
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address = '', prefix] = raw.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      // Fastify refuses what it cannot read at start-up; nothing to add here.
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Closes, unanswered, a connection past `max` from one address (keyed by `key`). */
export function capConnectionsPerAddress(server: Server, max: number, isProxy: (address: string) => boolean, key: (address: string) => string = plainAddress): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const k = key(address);
    const n = (open.get(k) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    open.set(k, n);
    socket.once('close', () => {
      const left = (open.get(k) ?? 1) - 1;
      if (left <= 0) open.delete(k);
      else open.set(k, left);
    });
  });
}
