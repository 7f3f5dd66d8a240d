import { z } from 'zod';
import { soundSchema } from './sound-answers.schema.ts';

/** The answers of the editor's routes (issue 36): the owner's source, an export's progress, the original sound. */

const soundRef = soundSchema.pick({ id: true, title: true, artist: true });

/** What the editor loads for the owner's video. */
export const editSourceSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    caption: z.string(),
    duration: z.number().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    videoUrl: z.string().describe('Signed link to the file now playing (the edited version once there is one)'),
    sound: soundRef.nullable(),
  })
  .meta({ id: 'EditSource' });

export type EditSource = z.infer<typeof editSourceSchema>;

/** An export handed to the server: it transcodes the file, then replaces the original's file or posts a new video. */
export const videoEditSchema = z
  .object({
    id: z.uuid(),
    videoId: z.uuid(),
    mode: z.enum(['replace', 'new']),
    status: z.enum(['processing', 'ready', 'failed']),
    resultVideoId: z.uuid().nullable().describe("The new post's id ('new'), or the edited video's id ('replace')"),
    statusReason: z.string().nullable(),
  })
  .meta({ id: 'VideoEdit' });

export type VideoEdit = z.infer<typeof videoEditSchema>;

/** The extraction job while it is queued or running. */
export const editSoundJobSchema = z.object({ id: z.string(), status: z.enum(['queued', 'running']) }).meta({ id: 'EditSoundJob' });
