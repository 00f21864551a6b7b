import { describe, expect, it, vi } from 'vitest';
import { MIN_RELOAD_INTERVAL_MS, reloadOnStaleChunks } from './stale-chunks';

function host(onLine = true) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    navigator: { onLine },
    sessionStorage: window.sessionStorage,
    location: { reload },
  } as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, reload, fail };
}

describe('reloadOnStaleChunks', () => {
  it('reloads once on a failed chunk, then lets the error through for a minute', () => {
    window.sessionStorage.clear();
    let clock = 1_000_000;
    const { win, reload, fail } = host();
    reloadOnStaleChunks(win, () => clock);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 5_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += MIN_RELOAD_INTERVAL_MS;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline', () => {
    window.sessionStorage.clear();
    const { win, reload, fail } = host(false);
    reloadOnStaleChunks(win);
    expect(fail()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
