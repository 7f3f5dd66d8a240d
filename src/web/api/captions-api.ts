import { answer, contract, type Schemas } from './contract.ts';

/** A video's caption tracks (issue 41): the owner's captions screen reads and changes them here. */
export type CaptionTrack = Schemas['CaptionTrack'];
export type CaptionList = Schemas['CaptionList'];
export type CaptionCue = CaptionTrack['cues'][number];
/** A track as sent: a WebVTT file's text, or cues written on the screen; published unless kept as a draft. */
export type CaptionInput = ({ vtt: string } | { cues: CaptionCue[] }) & { status?: CaptionTrack['status'] };

const track = (id: string, language: string) => ({ params: { path: { id, language } } });

export const captionsApi = {
  list: (videoId: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/captions', { params: { path: { id: videoId } }, signal })),
  save: (videoId: string, language: string, { status = 'published', ...source }: CaptionInput) =>
    answer(contract.PUT('/api/videos/{id}/captions/{language}', { ...track(videoId, language), body: { ...source, status } })),
  publish: (videoId: string, language: string) => answer(contract.POST('/api/videos/{id}/captions/{language}/publish', track(videoId, language))),
  remove: (videoId: string, language: string) => answer(contract.DELETE('/api/videos/{id}/captions/{language}', track(videoId, language))),
  transcribe: (videoId: string, language?: string) =>
    answer(contract.POST('/api/videos/{id}/captions/transcribe', { params: { path: { id: videoId } }, body: language ? { language } : {} })),
};
