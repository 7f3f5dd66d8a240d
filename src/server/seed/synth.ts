/**
 * A tiny deterministic synthesiser for the demo sounds: scale-degree melodies, triad pads, bass lines and
 * drum patterns rendered to 16-bit mono PCM (WAV), which media.ts then encodes to MP3 or AAC with ffmpeg.
 * Nothing here is sampled from anywhere: every sample is computed, so the audio is royalty-free by construction.
 */

export const SAMPLE_RATE = 44_100;

export type Waveform = 'sine' | 'square' | 'triangle' | 'saw' | 'pluck' | 'bell';

export interface SongSpec {
  bpm: number;
  /** MIDI note of the tonic, e.g. 57 = A3. */
  root: number;
  scale: 'major' | 'minor' | 'dorian' | 'pentatonic' | 'mixolydian';
  /** Steps per bar: 16 for 4/4 in sixteenths, 12 for 3/4. */
  stepsPerBar?: number;
  /** Scale degrees of each bar's chord root (0 = tonic); cycles. */
  chords: number[];
  /** Melody tokens, one per `melodyStep` steps: a scale degree (may be negative or ≥ 7), '-' holds, '.' rests; cycles. */
  melody: string;
  melodyStep?: number;
  lead: Waveform;
  leadOctave?: number;
  leadGain?: number;
  pad?: Waveform | null;
  padGain?: number;
  bass?: Waveform | null;
  /** Bass tokens per step group like the melody, relative to the bar's chord root; default root on every beat. */
  bassPattern?: string;
  drums?: { kick?: string; snare?: string; hat?: string; gain?: number } | null;
  /** Delays every other sixteenth by this fraction of a step (0 = straight). */
  swing?: number;
}

const SCALES: Record<SongSpec['scale'], number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  pentatonic: [0, 2, 4, 7, 9],
};

/** Small seeded PRNG (mulberry32) so the same seed always produces the same file. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function degreeToMidi(spec: SongSpec, degree: number, octaveShift = 0): number {
  const scale = SCALES[spec.scale];
  const octave = Math.floor(degree / scale.length);
  const index = ((degree % scale.length) + scale.length) % scale.length;
  return spec.root + 12 * (octave + octaveShift) + scale[index];
}

function oscillator(wave: Waveform, phase: number): number {
  const x = 2 * Math.PI * phase;
  switch (wave) {
    case 'sine':
      return Math.sin(x);
    case 'square':
      return (4 / Math.PI) * (Math.sin(x) + Math.sin(3 * x) / 3 + Math.sin(5 * x) / 5 + Math.sin(7 * x) / 7) * 0.8;
    case 'triangle':
      return (8 / (Math.PI * Math.PI)) * (Math.sin(x) - Math.sin(3 * x) / 9 + Math.sin(5 * x) / 25);
    case 'saw':
      return (2 / Math.PI) * (Math.sin(x) - Math.sin(2 * x) / 2 + Math.sin(3 * x) / 3 - Math.sin(4 * x) / 4 + Math.sin(5 * x) / 5) * 0.8;
    case 'bell':
    case 'pluck':
      // Rendered by addNote's own models; a plain sine if asked for here.
      return Math.sin(x);
  }
}

/** Adds one note to `out`. Envelopes keep every note click-free (short attack, release to zero). */
function addNote(out: Float32Array, wave: Waveform, start: number, seconds: number, hz: number, gain: number, random: () => number) {
  const first = Math.max(0, Math.round(start * SAMPLE_RATE));
  const release = 0.04;
  const length = Math.min(out.length - first, Math.round((seconds + release) * SAMPLE_RATE));
  if (length <= 0) return;
  if (wave === 'pluck') {
    // Karplus-Strong: a noise burst in a delay line, averaged each pass; sounds like a plucked string.
    const period = Math.max(2, Math.round(SAMPLE_RATE / hz));
    const line = new Float32Array(period);
    for (let i = 0; i < period; i++) line[i] = random() * 2 - 1;
    let index = 0;
    for (let i = 0; i < length; i++) {
      const next = (index + 1) % period;
      const value = line[index];
      line[index] = 0.996 * 0.5 * (line[index] + line[next]);
      index = next;
      const tail = i > length - release * SAMPLE_RATE ? (length - i) / (release * SAMPLE_RATE) : 1;
      out[first + i] += value * gain * tail;
    }
    return;
  }
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    let env: number;
    let sample: number;
    if (wave === 'bell') {
      env = Math.min(1, t / 0.003) * Math.exp(-t * 4.5);
      sample = Math.sin(2 * Math.PI * hz * t) + 0.45 * Math.sin(2 * Math.PI * hz * 2.76 * t) * Math.exp(-t * 6) + 0.2 * Math.sin(2 * Math.PI * hz * 5.4 * t) * Math.exp(-t * 10);
    } else {
      env = Math.min(1, t / 0.01) * (0.75 + 0.25 * Math.exp(-t * 6));
      sample = oscillator(wave, hz * t);
    }
    if (t > seconds) env *= Math.max(0, 1 - (t - seconds) / release);
    out[first + i] += sample * env * gain;
  }
}

function addKick(out: Float32Array, start: number, gain: number) {
  const first = Math.round(start * SAMPLE_RATE);
  const length = Math.min(out.length - first, Math.round(0.35 * SAMPLE_RATE));
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (48 + 110 * Math.exp(-t * 30)) / SAMPLE_RATE;
    out[first + i] += Math.sin(2 * Math.PI * phase) * Math.exp(-t * 9) * Math.min(1, t / 0.002) * gain;
  }
}

function addNoiseHit(out: Float32Array, start: number, decay: number, tone: number, gain: number, highPass: boolean, random: () => number) {
  const first = Math.round(start * SAMPLE_RATE);
  const length = Math.min(out.length - first, Math.round((5 / decay) * SAMPLE_RATE));
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    const noise = random() * 2 - 1;
    const value = highPass ? noise - previous : noise;
    previous = noise;
    const body = tone > 0 ? 0.6 * Math.sin(2 * Math.PI * tone * t) * Math.exp(-t * 18) : 0;
    out[first + i] += (value * 0.5 + body) * Math.exp(-t * decay) * Math.min(1, t / 0.001) * gain;
  }
}

function tokens(pattern: string): string[] {
  return pattern.trim().split(/\s+/);
}

/** Renders `seconds` of the song to mono float samples in [-1, 1]. */
export function renderSong(spec: SongSpec, seconds: number, seed: number): Float32Array {
  const random = prng(seed);
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const stepsPerBar = spec.stepsPerBar ?? 16;
  const beatsPerBar = stepsPerBar / 4;
  const stepSeconds = 60 / spec.bpm / 4;
  const totalSteps = Math.ceil(seconds / stepSeconds);
  const swing = spec.swing ?? 0;
  const stepTime = (step: number) => step * stepSeconds + (step % 2 === 1 ? swing * stepSeconds : 0);
  const chordAt = (step: number) => spec.chords[Math.floor(step / stepsPerBar) % spec.chords.length];

  // Pad: the bar's triad, held for the whole bar.
  if (spec.pad) {
    for (let bar = 0; bar * stepsPerBar < totalSteps; bar++) {
      const root = spec.chords[bar % spec.chords.length];
      for (const offset of [0, 2, 4]) {
        addNote(out, spec.pad, bar * stepsPerBar * stepSeconds, stepsPerBar * stepSeconds * 0.98, midiToHz(degreeToMidi(spec, root + offset, 0)), (spec.padGain ?? 0.07), random);
      }
    }
  }

  // Bass: chord root (or the pattern's offsets from it) two octaves down.
  if (spec.bass) {
    const pattern = tokens(spec.bassPattern ?? Array.from({ length: beatsPerBar }, () => '0').join(' '));
    const groupSteps = stepsPerBar / pattern.length;
    for (let step = 0, i = 0; step < totalSteps; step += groupSteps, i++) {
      const token = pattern[i % pattern.length];
      if (token === '.' || token === '-') continue;
      let hold = 1;
      while (pattern[(i + hold) % pattern.length] === '-' && hold < pattern.length) hold++;
      const midi = degreeToMidi(spec, chordAt(step) + Number(token), -2);
      addNote(out, spec.bass, stepTime(step), groupSteps * hold * stepSeconds * 0.9, midiToHz(midi), 0.22, random);
    }
  }

  // Lead melody.
  const melody = tokens(spec.melody);
  const melodyStep = spec.melodyStep ?? 2;
  for (let step = 0, i = 0; step < totalSteps; step += melodyStep, i++) {
    const token = melody[i % melody.length];
    if (token === '.' || token === '-') continue;
    let hold = 1;
    while (melody[(i + hold) % melody.length] === '-' && hold < melody.length) hold++;
    const midi = degreeToMidi(spec, Number(token), spec.leadOctave ?? 1);
    addNote(out, spec.lead, stepTime(step), melodyStep * hold * stepSeconds * 0.92, midiToHz(midi), spec.leadGain ?? 0.16, random);
  }

  // Drums: 'x' hits, 'o' softer hits, one character per step; patterns cycle.
  if (spec.drums) {
    const gain = spec.drums.gain ?? 1;
    const lanes: [string | undefined, (time: number, level: number) => void][] = [
      [spec.drums.kick, (time, level) => addKick(out, time, 0.5 * level * gain)],
      [spec.drums.snare, (time, level) => addNoiseHit(out, time, 16, 190, 0.22 * level * gain, false, random)],
      [spec.drums.hat, (time, level) => addNoiseHit(out, time, 70, 0, 0.12 * level * gain, true, random)],
    ];
    for (const [pattern, hit] of lanes) {
      if (!pattern) continue;
      const cells = pattern.replace(/\s+/g, '');
      for (let step = 0; step < totalSteps; step++) {
        const cell = cells[step % cells.length];
        if (cell === 'x') hit(stepTime(step), 1);
        else if (cell === 'o') hit(stepTime(step), 0.5);
      }
    }
  }

  return master(out);
}

/** Normalises, soft-clips and fades in/out so every file starts and ends in silence. */
function master(out: Float32Array): Float32Array {
  let peak = 0;
  for (const value of out) peak = Math.max(peak, Math.abs(value));
  const gain = peak > 0 ? 0.9 / peak : 1;
  const fadeIn = Math.round(0.02 * SAMPLE_RATE);
  const fadeOut = Math.round(0.6 * SAMPLE_RATE);
  for (let i = 0; i < out.length; i++) {
    let value = Math.tanh(out[i] * gain * 1.1) / Math.tanh(1.1);
    if (i < fadeIn) value *= i / fadeIn;
    if (i > out.length - fadeOut) value *= (out.length - i) / fadeOut;
    out[i] = value;
  }
  return out;
}

/** 16-bit PCM mono WAV bytes of the samples. */
export function toWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short "original sound" for a video without a library track: a few bell notes over a soft pad, from a seed. */
export function originalSoundSpec(seed: number): SongSpec {
  const random = prng(seed * 7919 + 17);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const melody = Array.from({ length: 8 }, () => (random() < 0.2 ? '.' : String(Math.floor(random() * 8)))).join(' ');
  return {
    bpm: pick([84, 92, 100, 108, 116]),
    root: pick([55, 57, 60, 62, 64]),
    scale: pick(['major', 'pentatonic', 'dorian'] as const),
    chords: pick([[0, 5, 3, 4], [0, 3, 4, 0], [5, 3, 0, 4]]),
    melody,
    lead: pick(['bell', 'pluck', 'triangle'] as const),
    pad: 'sine',
    padGain: 0.05,
    bass: 'sine',
    drums: random() < 0.5 ? { hat: '..x...x...x...x.', gain: 0.6 } : null,
  };
}
