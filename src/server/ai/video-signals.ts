import { mediaInput, runFfmpeg, runFfmpegBytes } from '../media/ffmpeg.ts';

/** What ffmpeg can measure about a video: colour, brightness, saturation and motion, averaged over time. */
export interface VideoSignals {
  brightness: number; // 0..255 mean luma
  saturation: number; // 0..~180 mean chroma distance
  hue: string; // the dominant colour's name
  motion: number; // 0..1 from the mean scene-change score between sampled frames
}

const HUES: [number, string][] = [
  [15, 'red'], [45, 'orange'], [70, 'yellow'], [160, 'green'], [200, 'teal'], [255, 'blue'], [290, 'purple'], [340, 'pink'], [360, 'red'],
];

export function hueName(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 18) return max > 200 ? 'white' : max < 50 ? 'black' : 'grey';
  let hue: number;
  if (max === r) hue = ((g - b) / (max - min)) * 60;
  else if (max === g) hue = (2 + (b - r) / (max - min)) * 60;
  else hue = (4 + (r - g) / (max - min)) * 60;
  if (hue < 0) hue += 360;
  return HUES.find(([limit]) => hue <= limit)![1];
}

function mean(values: number[]) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export async function measureVideo(path: string): Promise<VideoSignals> {
  // Four frames a second at low resolution: enough to describe a short clip, cheap to compute.
  const { stderr } = await runFfmpeg([...(await mediaInput(path)), '-an', '-vf', "fps=4,scale=64:-2,select='gte(scene\\,0)',signalstats,metadata=print", '-f', 'null', '-']);
  // The mean colour of each sampled frame, from a 1×1 downscale.
  const pixels = await runFfmpegBytes([...(await mediaInput(path)), '-an', '-vf', 'fps=2,scale=1:1:flags=area,format=rgb24', '-f', 'rawvideo', 'pipe:1']);
  const luma = [...stderr.matchAll(/lavfi\.signalstats\.YAVG=([\d.]+)/g)].map((m) => Number(m[1]));
  const sat = [...stderr.matchAll(/lavfi\.signalstats\.SATAVG=([\d.]+)/g)].map((m) => Number(m[1]));
  const scene = [...stderr.matchAll(/lavfi\.scene_score=([\d.]+)/g)].map((m) => Number(m[1]));
  const rgb = [0, 1, 2].map((channel) => {
    const values: number[] = [];
    for (let i = channel; i < pixels.length; i += 3) values.push(pixels[i]);
    return mean(values);
  });
  return {
    brightness: mean(luma),
    saturation: mean(sat),
    hue: hueName(rgb[0], rgb[1], rgb[2]),
    motion: Math.min(1, mean(scene.slice(1)) * 4),
  };
}
