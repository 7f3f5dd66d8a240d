import type { VideoFilter } from './recipe.ts';

/*
 * One fragment shader per filter, GLSL ES 1.00 so WebGL 1 (every browser that reaches the ffmpeg fallback)
 * runs them. The live preview and both export engines draw through these same strings, so what the owner sees
 * is what gets written. Distances are in `u_unit`s, a 1280th of the frame height, so a 360×640 preview canvas
 * looks like the 720×1280 export. Time-varying effects use `u_time`, the source video's own clock, which makes
 * the grain and jitter of a given frame identical in the preview and in the file.
 */

export const VERTEX_SHADER = `
attribute vec2 a_position;
uniform float u_flipY;
varying vec2 v_uv;
void main() {
  // Display coordinates with y down; u_flipY renders upside down so readPixels (bottom row first) reads top-down.
  v_uv = vec2(a_position.x * 0.5 + 0.5, 0.5 - a_position.y * 0.5 * u_flipY);
  gl_Position = vec4(a_position, 0.0, 1.0);
}`;

const HEADER = `
precision highp float;
uniform sampler2D u_frame;
uniform mat2 u_orient;   // display → coded orientation, for sources with rotation metadata
uniform vec2 u_unit;
uniform float u_amount;
uniform float u_time;
varying vec2 v_uv;
vec3 frame(vec2 uv) { return texture2D(u_frame, u_orient * (uv - 0.5) + 0.5).rgb; }
float luma(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
float hash(vec2 p) { return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453); }
`;

// Intensity is a plain cross-fade with the untouched picture, the same rule for every filter.
// `original` is handed to each effect so a per-pixel filter does not pay for a second texture lookup (software GL
// spends most of a frame on lookups).
const FOOTER = `
void main() {
  vec3 original = frame(v_uv);
  gl_FragColor = vec4(mix(original, clamp(effect(v_uv, original), 0.0, 1.0), u_amount), 1.0);
}`;

const EFFECTS: Record<VideoFilter, string> = {
  none: `vec3 effect(vec2 uv, vec3 original) { return original; }`,

  // Saturated colour with glowing edges whose hue drifts down the frame over time.
  neon: `vec3 effect(vec2 uv, vec3 original) {
  vec2 d = u_unit * 1.5;
  float tl = luma(frame(uv + vec2(-d.x, -d.y))), t = luma(frame(uv + vec2(0.0, -d.y))), tr = luma(frame(uv + vec2(d.x, -d.y)));
  float l = luma(frame(uv + vec2(-d.x, 0.0))), r = luma(frame(uv + vec2(d.x, 0.0)));
  float bl = luma(frame(uv + vec2(-d.x, d.y))), b = luma(frame(uv + vec2(0.0, d.y))), br = luma(frame(uv + vec2(d.x, d.y)));
  float gx = (tr + 2.0 * r + br) - (tl + 2.0 * l + bl);
  float gy = (bl + 2.0 * b + br) - (tl + 2.0 * t + tr);
  float edge = smoothstep(0.08, 0.5, length(vec2(gx, gy)));
  vec3 c = original;
  vec3 vivid = mix(vec3(luma(c)), c, 1.8) * 0.7;
  vec3 glow = 0.5 + 0.5 * cos(6.2832 * (uv.y * 0.6 + u_time * 0.25 + vec3(0.0, 0.33, 0.67)));
  return vivid + glow * edge * 1.6;
}`,

  // Punchy contrast, a cool metallic cast and a sheen on the highlights.
  chrome: `vec3 effect(vec2 uv, vec3 original) {
  vec3 c = (original - 0.5) * 1.3 + 0.5;
  float l = luma(c);
  c = mix(vec3(l), c, 1.15) * vec3(0.94, 1.02, 1.1);
  return c + 0.08 * smoothstep(0.6, 1.0, l);
}`,

  // Tape: wobbling lines, colour fringes, smeared chroma, scanlines, noise and faded colour.
  vhs: `vec3 effect(vec2 uv, vec3 original) {
  float line = floor(uv.y * 480.0);
  float jitter = (hash(vec2(line, floor(u_time * 30.0))) - 0.5) * 0.004 + sin(uv.y * 40.0 + u_time * 5.0) * 0.0015;
  vec2 p = uv + vec2(jitter, 0.0);
  vec2 s = vec2(u_unit.x * 3.0, 0.0);
  vec3 c = vec3(frame(p + s).r, frame(p).g, frame(p - s).b);
  c = mix(c, (frame(p + s * 1.5) + frame(p - s * 1.5)) * 0.5, 0.3);
  c *= 0.9 + 0.1 * sin(uv.y * 1280.0 * 1.5708);
  c += (hash(uv * vec2(512.0, 911.0) + fract(u_time)) - 0.5) * 0.08;
  return mix(vec3(luma(c)), c, 0.8) * vec3(1.05, 0.98, 0.92);
}`,

  // Black and white film: an S-curve for contrast, a vignette and a little grain.
  noir: `vec3 effect(vec2 uv, vec3 original) {
  float l = smoothstep(0.05, 0.95, luma(original));
  l *= 1.0 - 0.45 * smoothstep(0.35, 0.85, distance(uv, vec2(0.5)));
  l += (hash(uv * vec2(719.0, 1279.0) + fract(u_time * 7.0)) - 0.5) * 0.04;
  return vec3(l);
}`,

  // Lifts the dull colours most and leaves already-saturated ones (often skin) nearly alone.
  vibrance: `vec3 effect(vec2 uv, vec3 original) {
  vec3 c = original;
  float saturation = max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b));
  return mix(vec3(luma(c)), c, 1.0 + 1.2 * (1.0 - saturation));
}`,

  // A soft disc blur: two rings of eight taps, cheap enough for software GL at 720×1280.
  blur: `vec3 effect(vec2 uv, vec3 original) {
  vec3 sum = original;
  for (int i = 0; i < 8; i++) {
    float a = float(i) * 0.7854;
    vec2 d = vec2(cos(a), sin(a)) * u_unit;
    sum += frame(uv + d * 12.0) + frame(uv + d.yx * vec2(-1.0, 1.0) * 6.0);
  }
  return sum / 17.0;
}`,

  // 'speed' is a look, not a rate: a zoom blur streaking out from the centre, like rushing forward. The playback
  // rate stays its own setting (SPEED_RANGE) because a filter that changed the duration would fight the trim, the
  // music and the speed slider; this way any clip can look fast at any speed.
  speed: `vec3 effect(vec2 uv, vec3 original) {
  vec2 dir = uv - 0.5;
  vec3 sum = vec3(0.0);
  for (int i = 0; i < 10; i++) sum += frame(0.5 + dir * (1.0 - float(i) * 0.014));
  float streak = smoothstep(0.25, 0.7, length(dir)) * (0.5 + 0.5 * hash(vec2(floor(atan(dir.y, dir.x) * 40.0), floor(u_time * 12.0))));
  return mix(sum / 10.0, vec3(1.0), streak * 0.25);
}`,
};

/*
 * The export's output on software GL: the canvas is the NV12 frame itself (W/4 × 1.5H RGBA texels), drawn in two
 * passes (branching inside one shader makes software GL run both sides). Each fragment shades four luma or two
 * chroma pairs, readPixels moves 1.5 bytes a pixel instead of 4, and the encoder gets the YUV it encodes without
 * a conversion. BT.709 limited range, the colour of the source videos.
 */
const NV12_COMMON = `
uniform vec2 u_size;
vec3 shade(vec2 uv) { vec3 o = frame(uv); return mix(o, clamp(effect(uv, o), 0.0, 1.0), u_amount); }
`;

// Drawn into the top u_size.y rows: four luma samples per texel.
const LUMA_FOOTER = NV12_COMMON + `
float luma8(vec2 p) { return (16.0 + 219.0 * luma(shade(p / u_size))) / 255.0; }
void main() {
  vec2 p = vec2(floor(gl_FragCoord.x) * 4.0 + 0.5, floor(gl_FragCoord.y) + 0.5);
  gl_FragColor = vec4(luma8(p), luma8(p + vec2(1.0, 0.0)), luma8(p + vec2(2.0, 0.0)), luma8(p + vec2(3.0, 0.0)));
}`;

// Drawn into the u_size.y / 2 rows below: two interleaved Cb/Cr pairs per texel, each sampled at the centre of
// the 2×2 luma block it covers.
const CHROMA_FOOTER = NV12_COMMON + `
vec2 chroma8(vec2 p) {
  vec3 c = shade(p / u_size);
  float y = luma(c);
  return (128.0 + 224.0 * vec2((c.b - y) / 1.8556, (c.r - y) / 1.5748)) / 255.0;
}
void main() {
  vec2 p = vec2(floor(gl_FragCoord.x) * 4.0 + 1.0, 2.0 * (floor(gl_FragCoord.y) - u_size.y) + 1.0);
  gl_FragColor = vec4(chroma8(p), chroma8(p + vec2(2.0, 0.0)));
}`;

export type ShaderOutput = 'rgba' | 'luma' | 'chroma';

export function fragmentShader(filter: VideoFilter, output: ShaderOutput = 'rgba'): string {
  return HEADER + EFFECTS[filter] + { rgba: FOOTER, luma: LUMA_FOOTER, chroma: CHROMA_FOOTER }[output];
}
