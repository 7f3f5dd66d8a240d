import { R, MOLD_COLOURS, geq, geqTwoTone } from './video-visuals.ts';
import type { SeedVideo } from './videos.ts';

/** The clips of ava, noah, zara, omar, lily and the admin. */
export const MORE_SEED_VIDEOS: SeedVideo[] = [
  // ── ava_sketches ──────────────────────────────────────────────────────────────
  {
    owner: 'ava_sketches',
    title: 'Plasma study #4',
    caption: 'Generative sketch: four sine waves, one palette 🎨 #art #generative #creativecoding',
    captionAi: 'A flowing multicoloured plasma pattern.',
    tagsAi: ['plasma', 'generative art', 'colourful'],
    duration: 5,
    sound: 'Focus Mode',
    place: 'tate',
    hoursAgo: 12,
    visual: geq(
      '128+127*sin(X/16+T*2)',
      '128+127*sin(Y/22+T*3)',
      '128+127*sin((X+Y)/28+T+sin(X/30))',
    ),
  },
  {
    owner: 'ava_sketches',
    title: 'Ripples',
    caption: 'Drop a stone in a pond of colour 💧 #art #satisfying',
    captionAi: 'Concentric rings expanding from the centre in shifting colours.',
    tagsAi: ['rings', 'ripples', 'satisfying', 'abstract'],
    duration: 4,
    hoursAgo: 45,
    visual: geq(
      '128+127*sin(hypot(X-90,Y-160)/5-T*6)',
      '128+127*sin(hypot(X-90,Y-160)/7-T*5+1)',
      '200+55*sin(hypot(X-90,Y-160)/9-T*4)',
    ),
  },
  {
    owner: 'ava_sketches',
    title: 'Test pattern remix',
    caption: 'Turned a TV test pattern into a colour study 📺✨ #art #retro',
    captionAi: 'A moving broadcast test pattern with rotating hues.',
    tagsAi: ['test pattern', 'retro', 'hue shift'],
    duration: 4,
    place: 'bluenote',
    hoursAgo: 101,
    visual: { inputs: [`testsrc2=s=360x640:r=${R}`], graph: '[0:v]hue=h=t*120:s=1.6[bg]' },
  },
  {
    owner: 'ava_sketches',
    title: 'Ink in water',
    caption: 'Watching ink bloom never gets old 🖋️ #art #asmr #satisfying',
    captionAi: 'Soft dark blots flowing and shifting over a cream background.',
    tagsAi: ['ink', 'texture', 'organic', 'monochrome'],
    duration: 4,
    sound: 'Dreamy Waltz',
    hoursAgo: 20,
    visual: geqTwoTone('sin(X/13+T*0.9)+sin(Y/17-T*1.3)+sin((X+Y)/23+T*0.7)+sin(hypot(X-90,Y-160)/11-T)', 1.1, [22, 30, 64], [244, 238, 224]),
  },

  // ── noah_fit ──────────────────────────────────────────────────────────────────
  {
    owner: 'noah_fit',
    title: 'Heart rate zone 4',
    caption: 'This is your heart on burpees ❤️ 20 reps, no excuses #fitness #workout #hiit',
    captionAi: 'A red circle pulsing rhythmically on a dark background.',
    tagsAi: ['pulse', 'circle', 'red', 'minimal'],
    duration: 4,
    sound: 'Workout Pump',
    hoursAgo: 6,
    visual: geq(
      'if(lt(hypot(X-90,Y-160),34+14*abs(sin(T*5))),235,20+10*sin(Y/20))',
      'if(lt(hypot(X-90,Y-160),34+14*abs(sin(T*5))),40,18)',
      'if(lt(hypot(X-90,Y-160),34+14*abs(sin(T*5))),70,28)',
    ),
  },
  {
    owner: 'noah_fit',
    title: 'Plank timer',
    caption: 'Hold it until the bar fills. You got this 💪 #fitness #core #challenge',
    captionAi: 'A green progress bar filling across a dark screen.',
    tagsAi: ['progress bar', 'timer', 'minimal'],
    duration: 4,
    hoursAgo: 40,
    visual: {
      inputs: [`color=c=0x111827:s=720x1280:r=${R}`, `color=c=0x22c55e:s=600x80:r=${R}`],
      graph: '[0:v]drawbox=x=56:y=596:w=608:h=88:color=0x374151:t=fill[base];[base][1:v]overlay=x=60-600+t*150:y=600:shortest=1,drawbox=x=0:y=590:w=60:h=100:color=0x111827:t=fill[bg]',
    },
  },
  {
    owner: 'noah_fit',
    title: 'Morning run stats',
    caption: '5 km before coffee ☕ Berlin streets are empty at 6am #fitness #running',
    captionAi: 'Green and blue Game of Life cells evolving on a dark grid.',
    tagsAi: ['cellular automaton', 'pattern', 'green'],
    duration: 3,
    sound: 'Pixel Quest',
    hoursAgo: 90,
    visual: {
      inputs: [`life=s=72x128:r=${R}:ratio=0.4:mold=10:${MOLD_COLOURS('#4ade80', '#0c1a2b', '#1d4ed8')}`],
      graph: '[0:v]scale=360:640:flags=neighbor,drawgrid=w=5:h=5:t=1:c=black@0.5[bg]',
    },
  },

  // ── zara_style ────────────────────────────────────────────────────────────────
  {
    owner: 'zara_style',
    title: 'Palette of the week',
    caption: "This week's palette: every colour at once 🎨👗 #fashion #colour #style",
    captionAi: 'A grid of colour swatches scrolling upwards over a dark background.',
    tagsAi: ['colour palette', 'swatches', 'grid'],
    duration: 4,
    sound: 'Golden Hour',
    hoursAgo: 15,
    visual: {
      inputs: [`color=c=0x18181b:s=720x1280:r=${R}`, 'haldclutsrc=level=4:r=30'],
      graph: '[1:v]scale=640:640:flags=neighbor,setsar=1[sw];[0:v][sw]overlay=x=40:y=560-t*110:shortest=1[bg]',
    },
  },
  {
    owner: 'zara_style',
    title: 'Mirror mirror',
    caption: 'Symmetry is the whole look ✨ #fashion #aesthetic',
    captionAi: 'A four-way mirrored, kaleidoscope-like fractal animation.',
    tagsAi: ['kaleidoscope', 'symmetry', 'fractal'],
    duration: 4,
    place: 'carnival',
    hoursAgo: 60,
    visual: {
      inputs: [`mandelbrot=s=180x320:r=${R}:start_x=-0.10109636384562:start_y=0.95628651080914:start_scale=0.4:end_scale=0.05:end_pts=120:maxiter=400:inner=period`],
      graph: '[0:v]hue=h=180+t*60,split=4[a][b][c][d];[b]hflip[b2];[c]vflip[c2];[d]hflip,vflip[d2];[a][b2]hstack[top];[c2][d2]hstack[bot];[top][bot]vstack[bg]',
    },
  },
  {
    owner: 'zara_style',
    title: 'VHS fit check',
    caption: "90s fit, 90s filter 📼 Thrifted everything for under €40 #fashion #thrift #90s",
    captionAi: 'Colour bars with grainy analogue noise and a colour-channel shift.',
    tagsAi: ['vhs', 'retro', 'noise', 'colour bars'],
    duration: 3,
    sound: 'Neon Sunrise',
    hoursAgo: 110,
    visual: {
      inputs: [`smptehdbars=s=640x360:r=${R}`],
      graph: '[0:v]transpose=2,noise=alls=30:allf=t,rgbashift=rh=4:bh=-4,hue=h=20*sin(t*3)[bg]',
    },
  },

  // ── omar_codes ────────────────────────────────────────────────────────────────
  {
    owner: 'omar_codes',
    title: 'Rule 110',
    caption: 'A Turing-complete automaton in 8 bits of rules 🤯 #coding #tech #math',
    captionAi: 'A one-dimensional cellular automaton (rule 110) scrolling in lime and navy.',
    tagsAi: ['cellular automaton', 'rule 110', 'pattern', 'math'],
    duration: 4,
    sound: 'Pixel Quest',
    hoursAgo: 10,
    visual: {
      inputs: [`cellauto=s=180x320:r=${R}:rule=110:random_fill_ratio=0.5:scroll=1`],
      graph: "[0:v]format=rgb24,lutrgb=r='if(gt(val,128),163,15)':g='if(gt(val,128),230,23)':b='if(gt(val,128),53,42)',scale=360:640:flags=neighbor[bg]",
    },
  },
  {
    owner: 'omar_codes',
    title: 'Conway in neon',
    caption: 'Game of Life running for 4 seconds. Each pixel lives or dies by 4 rules 👾 #coding #gameoflife',
    captionAi: 'Neon green Game of Life cells with fading purple trails.',
    tagsAi: ['game of life', 'neon', 'simulation'],
    duration: 4,
    hoursAgo: 36,
    visual: {
      inputs: [`life=s=120x214:r=${R}:ratio=0.35:mold=40:${MOLD_COLOURS('#39ff14', '#05010f', '#a21caf')}`],
      graph: '[0:v]scale=360:640:flags=neighbor[bg]',
    },
  },
  {
    owner: 'omar_codes',
    title: 'Edge detection demo',
    caption: 'Canny edge detection on a fractal zoom, straight from ffmpeg 🧑‍💻 #tech #video',
    captionAi: 'Glowing neon outlines of a zooming fractal on black.',
    tagsAi: ['edge detection', 'neon', 'fractal'],
    duration: 3,
    sound: 'Midnight Drive',
    hoursAgo: 120,
    visual: {
      inputs: [`mandelbrot=s=360x640:r=${R}:start_x=-1.25066:start_y=0.02012:start_scale=0.6:end_scale=0.1:end_pts=90:maxiter=400:outer=iteration_count`],
      graph: "[0:v]edgedetect=low=0.02:high=0.08,dilation,format=rgb24,lutrgb=r='val*0.3':g='val*0.95':b='val',hue=h=t*60[bg]",
    },
  },

  // ── lily_pets ─────────────────────────────────────────────────────────────────
  {
    owner: 'lily_pets',
    title: 'Nap time colours',
    caption: 'What my cat sees when she dreams (probably) 😴🐱 #pets #cats #calm',
    captionAi: 'Soft pastel blobs slowly drifting and merging.',
    tagsAi: ['pastel', 'blobs', 'calm', 'abstract'],
    duration: 5,
    sound: 'Focus Mode',
    place: 'icebergs',
    hoursAgo: 4,
    visual: geq(
      '170+70*sin(hypot(X-90-40*sin(T),Y-120)/22)',
      '170+70*sin(hypot(X-60,Y-200-40*cos(T*0.8))/26)',
      '210+45*sin(hypot(X-120+30*cos(T*1.2),Y-160)/18)',
    ),
  },
  {
    owner: 'lily_pets',
    title: 'Garden patrol',
    caption: 'The dog inspecting every single leaf 🐶🌿 #pets #dogs #garden',
    captionAi: 'Leafy green Game of Life pattern growing and shrinking.',
    tagsAi: ['green', 'pattern', 'cellular automaton'],
    duration: 4,
    sound: 'Sunday Stroll',
    hoursAgo: 56,
    visual: {
      inputs: [`life=s=90x160:r=15:ratio=0.45:mold=60:${MOLD_COLOURS('#bbf7d0', '#14532d', '#4d7c0f')}`],
      graph: `[0:v]scale=360:640:flags=neighbor,fps=${R}[bg]`,
    },
  },

  // ── popreel_admin ─────────────────────────────────────────────────────────────
  {
    owner: 'popreel_admin',
    title: 'Welcome to Popreel',
    caption: 'Welcome! Pop what you love, share what moves you, and be kind in the comments 💜 #popreel #welcome',
    captionAi: 'A purple-to-pink gradient with softly moving light bands.',
    tagsAi: ['gradient', 'purple', 'pink', 'welcome'],
    duration: 5,
    sound: 'Golden Hour',
    hoursAgo: 118,
    visual: geq(
      '124+80*Y/320+20*sin(X/20+T*2)',
      '58+20*sin(Y/30-T*2)',
      '215-60*Y/320+20*sin((X+Y)/25+T)',
    ),
  },
  {
    owner: 'popreel_admin',
    title: 'Sierpinski by rule 90',
    caption: 'Tip: tap a sound to see every video that uses it 🎵 #popreel #tips',
    captionAi: 'A pink and purple Sierpinski-triangle pattern from cellular automaton rule 90.',
    tagsAi: ['sierpinski', 'fractal', 'cellular automaton'],
    duration: 4,
    sound: 'Dreamy Waltz',
    hoursAgo: 66,
    visual: {
      inputs: [`cellauto=s=300x533:r=${R}:rule=90:pattern=1:scroll=1:start_full=1`],
      graph: "[0:v]format=rgb24,lutrgb=r='if(gt(val,128),236,46)':g='if(gt(val,128),72,16)':b='if(gt(val,128),153,101)'[bg]",
    },
  },
];

