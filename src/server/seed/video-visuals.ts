import type { Visual } from './media.ts';

/** Building blocks for the demo clips' pictures, shared by both halves of the list. */
export const R = 30;
export const MOLD_COLOURS = (life: string, death: string, mold: string) => `life_color=${life}:death_color=${death}:mold_color=${mold}`;

/**
 * A per-pixel expression picture. Expressions are written for a 180×320 canvas (X, Y, T) but computed on a
 * canvas `1/shrink` of that size and scaled up by media.ts: geq runs one pixel at a time, and these fields are smooth.
 */
export function geq(r: string, g: string, b: string, shrink = 2): Visual {
  const channel = (expr: string) => `clip(${scaleXY(expr, shrink)},0,255)`;
  return { inputs: [`nullsrc=s=${shrunk(shrink)}:r=${R}`], graph: `[0:v]format=rgb24,geq=r='${channel(r)}':g='${channel(g)}':b='${channel(b)}'[bg]` };
}

/** Two-colour picture: where `field` (same 180×320 coordinates) exceeds `threshold`, `ink`, else `paper`; computed once per pixel. */
export function geqTwoTone(field: string, threshold: number, ink: [number, number, number], paper: [number, number, number], shrink = 1.5): Visual {
  const pick = (i: 0 | 1 | 2) => `'if(lt(val,128),${ink[i]},${paper[i]})'`;
  return {
    inputs: [`nullsrc=s=${shrunk(shrink)}:r=${R}`],
    graph: `[0:v]format=gray,geq=lum='if(gt(${scaleXY(field, shrink)},${threshold}),0,255)',format=rgb24,lutrgb=r=${pick(0)}:g=${pick(1)}:b=${pick(2)}[bg]`,
  };
}

const scaleXY = (expr: string, shrink: number) => expr.replace(/\b([XY])\b/g, `($1*${shrink})`);
const shrunk = (shrink: number) => `${Math.round(180 / shrink)}x${Math.round(320 / shrink)}`;

