import type { SongSpec } from './synth.ts';

/** A library sound: the `tracks` row fields plus the synth recipe that produces its MP3. */
export interface SeedSound {
  title: string;
  artist: string;
  genre: string;
  /** Seconds, 8–15. */
  duration: number;
  /** Username of the demo creator credited as uploader (tracks.created_by), if any. */
  createdBy?: string;
  daysAgo: number;
  song: SongSpec;
}

const FOUR_ON_FLOOR = 'x...x...x...x...';
const BACKBEAT = '....x.......x...';
const OFFBEAT_HATS = '..x...x...x...x.';
const EIGHTH_HATS = 'x.x.x.x.x.x.x.x.';
const SIXTEENTH_HATS = 'xoxoxoxoxoxoxoxo';

export const SEED_SOUNDS: SeedSound[] = [
  {
    title: 'Neon Sunrise',
    artist: 'Sine City',
    genre: 'Synthwave',
    duration: 12,
    daysAgo: 20,
    song: {
      bpm: 100, root: 57, scale: 'minor', chords: [0, 5, 2, 6],
      melody: '4 - 2 0 4 - 7 - 6 - 4 2 4 - . .', lead: 'square', leadGain: 0.11,
      pad: 'saw', padGain: 0.05, bass: 'saw', bassPattern: '0 0 0 0 0 0 0 0',
      drums: { kick: FOUR_ON_FLOOR, snare: BACKBEAT, hat: OFFBEAT_HATS },
    },
  },
  {
    title: 'Coffee Shop Loop',
    artist: 'Lo-Fi Lab',
    genre: 'Lo-fi',
    duration: 10,
    daysAgo: 19,
    song: {
      bpm: 80, root: 53, scale: 'major', chords: [3, 2, 1, 4], swing: 0.35,
      melody: '2 - 4 . 6 - 4 2 7 - - . 6 4 2 .', lead: 'pluck', leadGain: 0.3,
      pad: 'triangle', padGain: 0.06, bass: 'sine', bassPattern: '0 - . 4',
      drums: { kick: 'x.....x...x.....', snare: BACKBEAT, hat: EIGHTH_HATS, gain: 0.7 },
    },
  },
  {
    title: 'Midnight Drive',
    artist: 'Night Circuit',
    genre: 'Electronic',
    duration: 14,
    daysAgo: 18,
    song: {
      bpm: 120, root: 50, scale: 'minor', chords: [0, 0, 5, 4], melodyStep: 1,
      melody: '0 2 4 7 4 2 0 2 4 7 9 7 4 2 4 7', lead: 'saw', leadGain: 0.07, leadOctave: 1,
      pad: 'saw', padGain: 0.04, bass: 'square', bassPattern: '0 . 0 . 0 . 0 7',
      drums: { kick: FOUR_ON_FLOOR, snare: BACKBEAT, hat: SIXTEENTH_HATS },
    },
  },
  {
    title: 'Golden Hour',
    artist: 'Sunny Keys',
    genre: 'Pop',
    duration: 9,
    daysAgo: 16,
    song: {
      bpm: 110, root: 60, scale: 'major', chords: [0, 4, 5, 3],
      melody: '4 4 5 4 2 - 0 - 2 2 4 2 1 - . .', lead: 'triangle', leadGain: 0.2,
      pad: 'triangle', padGain: 0.06, bass: 'sine', bassPattern: '0 . 4 . 0 . 4 .',
      drums: { kick: 'x.......x.x.....', snare: BACKBEAT, hat: EIGHTH_HATS },
    },
  },
  {
    title: 'Tokyo Rain',
    artist: 'Kenji Beats',
    genre: 'Chillhop',
    duration: 15,
    createdBy: 'kenji_beats',
    daysAgo: 14,
    song: {
      bpm: 85, root: 52, scale: 'dorian', chords: [0, 3, 5, 4], swing: 0.3,
      melody: '7 - 6 4 . 2 4 - 3 - 2 0 . . 2 4', lead: 'bell', leadGain: 0.16,
      pad: 'sine', padGain: 0.08, bass: 'triangle', bassPattern: '0 - - 2',
      drums: { kick: 'x.........x.....', snare: BACKBEAT, hat: 'x.xox.xox.xox.xo', gain: 0.75 },
    },
  },
  {
    title: 'Street Bounce',
    artist: 'Block Party',
    genre: 'Hip-Hop',
    duration: 11,
    daysAgo: 13,
    song: {
      bpm: 94, root: 49, scale: 'minor', chords: [0, 0, 5, 6], swing: 0.2,
      melody: '. . 7 . 6 . 4 . . . 3 4 . . . .', lead: 'square', leadGain: 0.1,
      pad: null, bass: 'sine', bassPattern: '0 . . 0 . . 3 .',
      drums: { kick: 'x..x..x...x..x..', snare: BACKBEAT, hat: SIXTEENTH_HATS, gain: 1.1 },
    },
  },
  {
    title: 'Island Breeze',
    artist: 'Coral Sound',
    genre: 'Tropical',
    duration: 12,
    daysAgo: 11,
    song: {
      bpm: 104, root: 62, scale: 'major', chords: [0, 4, 5, 4],
      melody: '4 . 4 2 4 . 7 . 5 . 4 2 0 . . .', lead: 'bell', leadGain: 0.2,
      pad: 'sine', padGain: 0.05, bass: 'sine', bassPattern: '0 . . 4 . . 0 .',
      drums: { kick: 'x..x..x.x..x..x.', snare: '...x..x....x..x.', hat: OFFBEAT_HATS, gain: 0.7 },
    },
  },
  {
    title: 'Focus Mode',
    artist: 'Deep Work',
    genre: 'Ambient',
    duration: 15,
    daysAgo: 10,
    song: {
      bpm: 70, root: 55, scale: 'pentatonic', chords: [0, 3, 1, 4],
      melody: '4 - - - 2 - 3 - 1 - - - . . . .', lead: 'sine', leadGain: 0.14,
      pad: 'triangle', padGain: 0.09, bass: 'sine', bassPattern: '0 - - -', drums: null,
    },
  },
  {
    title: 'Pixel Quest',
    artist: '8-Bit Hero',
    genre: 'Chiptune',
    duration: 8,
    daysAgo: 8,
    song: {
      bpm: 140, root: 60, scale: 'major', chords: [0, 3, 4, 0], melodyStep: 1,
      melody: '0 2 4 7 4 2 0 . 5 4 2 4 7 . 9 .', lead: 'square', leadGain: 0.09,
      pad: null, bass: 'triangle', bassPattern: '0 4 0 4 0 4 0 4',
      drums: { kick: 'x...x...x...x...', snare: '....x.......x.x.', hat: EIGHTH_HATS },
    },
  },
  {
    title: 'Sunday Stroll',
    artist: 'Acoustic Corner',
    genre: 'Acoustic',
    duration: 13,
    daysAgo: 6,
    song: {
      bpm: 90, root: 55, scale: 'major', chords: [0, 4, 5, 3], melodyStep: 1,
      melody: '0 2 4 7 4 2 0 2 -1 1 4 6 4 1 -1 1', lead: 'pluck', leadGain: 0.28, leadOctave: 0,
      pad: null, bass: 'sine', bassPattern: '0 - 4 -', drums: null,
    },
  },
  {
    title: 'Workout Pump',
    artist: 'Rep Counter',
    genre: 'EDM',
    duration: 10,
    daysAgo: 4,
    song: {
      bpm: 128, root: 53, scale: 'minor', chords: [0, 5, 3, 4],
      melody: '7 . 7 . 9 . 7 . 11 . 9 . 7 . 4 .', lead: 'saw', leadGain: 0.1,
      pad: 'saw', padGain: 0.04, bass: 'saw', bassPattern: '. 0 . 0 . 0 . 0',
      drums: { kick: FOUR_ON_FLOOR, snare: '....x.......x...', hat: OFFBEAT_HATS, gain: 1.1 },
    },
  },
  {
    title: 'Dreamy Waltz',
    artist: 'Music Box',
    genre: 'Classical',
    duration: 12,
    daysAgo: 2,
    song: {
      bpm: 132, root: 64, scale: 'major', stepsPerBar: 12, chords: [0, 3, 4, 0],
      melody: '4 2 4 7 - 4 5 4 2 0 - .', lead: 'bell', leadGain: 0.2,
      pad: null, bass: 'sine', bassPattern: '0 4 4', drums: null,
    },
  },
];
