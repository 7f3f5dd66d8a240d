import { describe, expect, it } from 'vitest';
import { CAPTION_MESSAGES } from './captions.ts';
import { formatTimestamp, formatWebVtt, parseWebVtt, reduceCueText } from './webvtt.ts';

const parsed = (text: string) => {
  const result = parseWebVtt(text);
  if (!result.ok) throw new Error(result.message);
  return result.cues;
};

describe('parseWebVtt', () => {
  it('reads cues with identifiers, settings, notes and styles, sorted by start', () => {
    const cues = parsed(
      '\uFEFFWEBVTT - a title\r\nKind: captions\r\n\r\nNOTE a note\r\nover two lines\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\n' +
        'second\r\n00:00:04.000 --> 00:00:05.500 align:start\r\nLater\r\n\r\n00:01.000 --> 00:02.250\r\nFirst line\r\nsecond line\r\n',
    );
    expect(cues).toEqual([
      { start: 1, end: 2.25, text: 'First line\nsecond line' },
      { start: 4, end: 5.5, text: 'Later' },
    ]);
  });

  it('reduces markup and script to plain text', () => {
    const cues = parsed('WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana><b>Hi</b> <script>alert(1)</script> &lt;img src=x&gt; &amp; bye</v>\n');
    expect(cues[0].text).toBe('Hi alert(1) img src=x & bye');
  });

  it('refuses what is not WebVTT, bad timings and reversed cues, with the line', () => {
    expect(parseWebVtt('<script>alert(1)</script>')).toEqual({ ok: false, message: CAPTION_MESSAGES.notWebVtt, line: 1 });
    expect(parseWebVtt('WEBVTT\n\njust text\n')).toMatchObject({ ok: false, message: CAPTION_MESSAGES.noTiming, line: 3 });
    expect(parseWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nSRT commas\n')).toMatchObject({ ok: false, message: CAPTION_MESSAGES.badTime });
    expect(parseWebVtt('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nBackwards\n')).toMatchObject({ ok: false, message: CAPTION_MESSAGES.endsBeforeStart, line: 3 });
    expect(parseWebVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<b></b>\n')).toMatchObject({ ok: false, message: CAPTION_MESSAGES.noCues });
    expect(parseWebVtt(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(301)}\n`)).toMatchObject({ ok: false, message: CAPTION_MESSAGES.cueTooLong });
  });

  it('caps the number of cues', () => {
    const many = Array.from({ length: 501 }, (_, i) => `${formatTimestamp(i)} --> ${formatTimestamp(i + 0.5)}\ncue ${i}`).join('\n\n');
    expect(parseWebVtt(`WEBVTT\n\n${many}\n`)).toMatchObject({ ok: false, message: CAPTION_MESSAGES.tooManyCues });
  });
});

describe('formatWebVtt', () => {
  it('writes escaped cues that read back the same', () => {
    const cues = [{ start: 0.5, end: 3723.25, text: 'Tom & Jerry say <hi>\nagain' }];
    const vtt = formatWebVtt(cues);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.500 --> 01:02:03.250\nTom &amp; Jerry say &lt;hi&gt;\nagain\n');
    expect(parsed(vtt)).toEqual([{ start: 0.5, end: 3723.25, text: 'Tom & Jerry say hi\nagain' }]);
  });

  it('keeps a stray angle bracket out of the text', () => {
    expect(reduceCueText('I <3 you\u0007')).toBe('I 3 you');
  });
});
