// Confetti at 80 % or more. canvas-confetti on our own canvas and without its blob worker, which
// the Content-Security-Policy (worker-src 'self') would refuse.
import confetti from 'canvas-confetti';

export async function celebrate(): Promise<void> {
  if (typeof document === 'undefined' || typeof window.matchMedia !== 'function') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'confetti';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '1000',
  });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  try {
    await Promise.all([
      fire({ particleCount: 120, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true }),
      fire({ particleCount: 60, angle: 60, spread: 55, origin: { x: 0 }, disableForReducedMotion: true }),
      fire({ particleCount: 60, angle: 120, spread: 55, origin: { x: 1 }, disableForReducedMotion: true }),
    ]);
  } finally {
    fire.reset();
    canvas.remove();
  }
}
