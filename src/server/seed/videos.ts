import type { Visual } from './media.ts';
import { R, MOLD_COLOURS, geq } from './video-visuals.ts';
import { MORE_SEED_VIDEOS } from './videos-more.ts';

/**
 * The demo clips. Each is a real, playable 720×1280 video rendered from ffmpeg lavfi sources; the creator's
 * caption is playful, while caption_ai / tags_ai describe honestly what the picture actually shows.
 */
export interface SeedVideo {
  owner: string;
  title: string;
  caption: string;
  captionAi: string;
  tagsAi: string[];
  /** Seconds, 3–5. */
  duration: number;
  /** Title of a library sound (becomes music_track_id and the clip's audio); otherwise a generated original sound. */
  sound?: string;
  place?: string;
  hoursAgo: number;
  visual: Visual;
}


/** The clips of maya, leo, sofia and kenji; the others are in videos-more.ts. */
export const SEED_VIDEOS: SeedVideo[] = [
  // ── maya_moves ────────────────────────────────────────────────────────────────
  {
    owner: 'maya_moves',
    title: 'Into the fractal',
    caption: 'When the beat drops and you just keep spinning 🌀 #dance #vibes #fyp',
    captionAi: 'A continuous zoom into a colourful Mandelbrot fractal.',
    tagsAi: ['fractal', 'zoom', 'abstract', 'colourful'],
    duration: 5,
    sound: 'Neon Sunrise',
    place: 'carnival',
    hoursAgo: 3,
    visual: {
      inputs: [`mandelbrot=s=360x640:r=${R}:start_x=-0.743643887037151:start_y=0.131825904205330:start_scale=2.2:end_scale=0.02:end_pts=150:maxiter=400:outer=normalized_iteration_count`],
      graph: '[0:v]hue=h=t*40[bg]',
    },
  },
  {
    owner: 'maya_moves',
    title: 'Disco floor',
    caption: 'Light-up floor energy only 🪩 Who is coming out Saturday? #dance #party',
    captionAi: 'Rainbow diagonal stripes sliding across the screen.',
    tagsAi: ['stripes', 'rainbow', 'motion', 'abstract'],
    duration: 4,
    sound: 'Workout Pump',
    hoursAgo: 30,
    visual: geq(
      '128+127*sin((X+Y)/14-T*7)',
      '128+127*sin((X+Y)/14-T*7+2.1)',
      '128+127*sin((X+Y)/14-T*7+4.2)',
    ),
  },
  {
    owner: 'maya_moves',
    title: 'Colour bars choreo',
    caption: 'Rehearsal warm-up, but make it test-card 📺 #dance #rehearsal',
    captionAi: 'Vertical broadcast colour bars cycling through hues.',
    tagsAi: ['colour bars', 'retro', 'hue shift'],
    duration: 4,
    sound: 'Street Bounce',
    hoursAgo: 74,
    visual: { inputs: [`pal100bars=s=640x360:r=${R}`], graph: '[0:v]transpose=1,hue=h=t*90:s=1.3[bg]' },
  },

  // ── leo_eats ──────────────────────────────────────────────────────────────────
  {
    owner: 'leo_eats',
    title: 'Saffron hour',
    caption: 'The colour of a perfect paella crust. Recipe in comments 🥘 #food #paris #cooking',
    captionAi: 'Warm orange and gold grain texture with a soft vignette.',
    tagsAi: ['texture', 'orange', 'grain', 'warm tones'],
    duration: 4,
    sound: 'Coffee Shop Loop',
    place: 'comptoir',
    hoursAgo: 5,
    visual: {
      inputs: [`color=c=0xE07B24:s=360x640:r=${R}`],
      graph: "[0:v]noise=alls=60:allf=t+u,boxblur=3:1,eq=saturation=1.4,vignette=angle=PI/4[bg]",
    },
  },
  {
    owner: 'leo_eats',
    title: 'Spin the plate',
    caption: 'Market haul, spinning every colour onto one plate 🍅🥬🍋 #food #market #london',
    captionAi: 'A spinning colour wheel of red, green and blue segments.',
    tagsAi: ['colour wheel', 'rotation', 'rgb'],
    duration: 4,
    sound: 'Island Breeze',
    place: 'borough',
    hoursAgo: 27,
    visual: geq(
      '128+127*cos(3*atan2(Y-160,X-90)+T*4)',
      '128+127*cos(3*atan2(Y-160,X-90)+T*4-2.094)',
      '128+127*cos(3*atan2(Y-160,X-90)+T*4+2.094)',
    ),
  },
  {
    owner: 'leo_eats',
    title: 'Croissant layers',
    caption: '27 layers of butter, I counted 🥐 #food #bakery #paris',
    captionAi: 'Thin horizontal gold and cream bands drifting slowly downwards.',
    tagsAi: ['bands', 'gold', 'layers', 'abstract'],
    duration: 3,
    hoursAgo: 52,
    visual: geq('200+50*sin(Y/4-T*6)', '150+40*sin(Y/4-T*6)', '60+30*sin(Y/9-T*3)'),
  },

  // ── sofia_travels ─────────────────────────────────────────────────────────────
  {
    owner: 'sofia_travels',
    title: 'Lisbon sunset',
    caption: 'Miradouro at golden hour. No filter needed (ok, a little) 🌅 #travel #lisbon #sunset',
    captionAi: 'An orange-to-purple sky gradient with a glowing sun slowly sinking.',
    tagsAi: ['sunset', 'gradient', 'sky', 'warm tones'],
    duration: 5,
    sound: 'Golden Hour',
    place: 'timeout',
    hoursAgo: 8,
    visual: geq(
      'if(lt(hypot(X-90,Y-120-T*12),26),255,255-Y*0.45)',
      'if(lt(hypot(X-90,Y-120-T*12),26),220,140-Y*0.35)',
      'if(lt(hypot(X-90,Y-120-T*12),26),120,60+Y*0.45)',
    ),
  },
  {
    owner: 'sofia_travels',
    title: 'Atlantic blues',
    caption: 'Sound on. This is what the coast looks like from the ferry 🌊 #travel #ocean',
    captionAi: 'Rippling blue and teal wave bands in motion.',
    tagsAi: ['waves', 'blue', 'water', 'abstract'],
    duration: 4,
    hoursAgo: 33,
    visual: geq(
      '20+20*sin(Y/10+T*3+sin(X/18+T))',
      '110+60*sin(Y/12+T*4+sin(X/20))',
      '190+60*sin(Y/8+T*4+sin(X/15+T*2))',
    ),
  },
  {
    owner: 'sofia_travels',
    title: 'Shibuya at night',
    caption: 'The crossing from above, every light blinking at once 🌃 #travel #tokyo #nightlife',
    captionAi: 'Glowing cells of an animated Game of Life on a dark background.',
    tagsAi: ['cellular automaton', 'lights', 'dark', 'pattern'],
    duration: 4,
    sound: 'Tokyo Rain',
    place: 'shibuya',
    hoursAgo: 80,
    visual: {
      inputs: [`life=s=90x160:r=${R}:ratio=0.3:mold=20:${MOLD_COLOURS('#fde047', '#0b1026', '#7c3aed')}`],
      graph: '[0:v]scale=360:640:flags=neighbor,gblur=sigma=2,eq=brightness=0.05:saturation=1.5[bg]',
    },
  },

  // ── kenji_beats ───────────────────────────────────────────────────────────────
  {
    owner: 'kenji_beats',
    title: 'Tokyo Rain (visualiser)',
    caption: 'New loop! Free to use — tap the sound 🎧 #music #lofi #producer',
    captionAi: 'A cyan audio waveform of the soundtrack drawn live on a dark navy background.',
    tagsAi: ['waveform', 'music visualiser', 'audio'],
    duration: 5,
    sound: 'Tokyo Rain',
    hoursAgo: 2,
    visual: {
      inputs: [`color=c=0x0b1020:s=720x1280:r=${R}`],
      graph: `[viz]showwaves=s=720x1280:mode=cline:rate=${R}:colors=0x22d3ee:scale=sqrt[w];[0:v][w]overlay=format=auto:shortest=1[bg]`,
    },
  },
  {
    owner: 'kenji_beats',
    title: 'Bass check',
    caption: 'What a beat looks like 👀 Turn it up #music #beats #producer',
    captionAi: 'A chunky orange waveform of the soundtrack running vertically over a dark red gradient.',
    tagsAi: ['waveform', 'music visualiser', 'audio'],
    duration: 5,
    sound: 'Street Bounce',
    hoursAgo: 50,
    visual: {
      inputs: [`nullsrc=s=90x160:r=${R}`],
      graph:
        "[0:v]format=rgb24,geq=r='20+Y*0.6':g='8':b='16',scale=720:1280[grad];" +
        `[viz]showwaves=s=320x180:mode=cline:rate=${R}:colors=0xfb923c:scale=sqrt,transpose=1,scale=720:1280:flags=neighbor[f];` +
        '[grad][f]overlay=format=auto:shortest=1[bg]',
    },
  },
  {
    owner: 'kenji_beats',
    title: 'Synth wave',
    caption: 'Midnight session. Drop a 🔥 if you want the full track #music #synthwave',
    captionAi: 'A chunky pixelated pink waveform of the soundtrack pulsing over a purple gradient.',
    tagsAi: ['waveform', 'synthwave', 'purple'],
    duration: 4,
    sound: 'Midnight Drive',
    place: 'shibuya',
    hoursAgo: 98,
    visual: {
      inputs: [`nullsrc=s=90x160:r=${R}`],
      graph:
        "[0:v]format=rgb24,geq=r='40+Y*0.5':g='10':b='90+Y*0.6',scale=720:1280[grad];" +
        `[viz]showwaves=s=180x320:mode=cline:rate=${R}:colors=0xf0abfc:scale=sqrt,scale=720:1280:flags=neighbor[w];[grad][w]overlay=format=auto:shortest=1[bg]`,
    },
  },

  ...MORE_SEED_VIDEOS,
];
