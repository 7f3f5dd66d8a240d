// hls.js ships types for its full build only; the light build is the same API with fewer features
// (no subtitles, alternate audio or DRM), so it is typed as the full one.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
