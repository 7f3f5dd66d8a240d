// Starts the app after the feed's boot video has shown a frame (decision 082: why, and the limits); sent as
// written, so its comments are kept short. The server puts it in place of the entry script and module preloads
// (src/server/http/plugins/boot-video.ts). Classic, for document.currentScript: it runs before any module.
(() => {
  const START_AFTER_MS = 1500;
  const { entry, modules } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // All at once, as the shell asked for them, not found one import after another.
    for (const href of (modules || '').split(' ').filter(Boolean)) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const video = document.querySelector('video.boot-video');
  const source = video && video.querySelector('source');
  const willPlay = source && matchMedia(source.media).matches && document.visibilityState === 'visible' && 'requestVideoFrameCallback' in video;
  if (!willPlay || video.error) return start();
  // A frame shown while playing, not the paused first one; then a task of its own, not inside that frame's.
  const afterNextFrame = () => video.requestVideoFrameCallback(() => setTimeout(start));
  if (!video.paused) afterNextFrame();
  else video.addEventListener('playing', afterNextFrame, { once: true });
  video.addEventListener('error', start);
  source.addEventListener('error', start);
  // A stalled or failed video, a first tap or key: that person wants the app.
  addEventListener('pointerdown', start, { capture: true, once: true });
  addEventListener('keydown', start, { capture: true, once: true });
  setTimeout(start, START_AFTER_MS);
})();
