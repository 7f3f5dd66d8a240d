import { describe, expect, it } from 'vitest';
import { exportDate, readTikTokExport } from './tiktok-export.ts';

/** The shape of TikTok's JSON export before 2024: `Video.Videos.VideoList`, `Activity."Following List".Following`. */
const older = {
  Profile: { 'Profile Information': { ProfileMap: { userName: 'dana' } } },
  Activity: {
    'Following List': { Following: [{ Date: '2022-01-02 03:04:05', UserName: 'ana' }, { Date: '2022-01-02 03:04:05', UserName: '@bo' }] },
    'Follower List': { FansList: [{ Date: '2022-01-02 03:04:05', UserName: 'not-followed' }] },
    'Favorite Videos': { FavoriteVideoList: [{ Date: '2022-01-02 03:04:05', Link: 'https://example.com/someone-elses.mp4' }] },
    'Video Browsing History': { VideoList: [{ Date: '2022-01-02 03:04:05', VideoLink: 'https://example.com/watched.mp4' }] },
  },
  Video: { Videos: { VideoList: [{ Date: '2021-06-01 10:00:00', Link: 'https://v16.example.com/one.mp4', Likes: '4' }] } },
};

/** Today's: `Post.Posts.VideoList` with a Title, `"Your Activity".Following.Following`. */
const newer = {
  'Your Activity': { Following: { Following: [{ Date: '2024-02-02 03:04:05', UserName: 'cy' }] }, 'Like List': { ItemFavoriteList: [{ date: '2024-01-01 00:00:00', link: 'https://example.com/liked.mp4' }] } },
  Post: {
    Posts: {
      VideoList: [
        { Date: '2024-03-01 09:30:00', Link: 'https://v16.example.com/a.mp4', Likes: '12', Title: 'first #dance' },
        { Date: '2024-05-01 09:30:00', Link: 'https://v16.example.com/b.mp4', Likes: '1', Title: 'second' },
        { Date: '2024-05-01 09:30:00', Link: 'https://v16.example.com/b.mp4', Title: 'the same link twice' },
        { Date: 'not a date', Link: 'https://v16.example.com/c.mp4' },
        { Date: '2024-05-01 09:30:00', Link: 'javascript:alert(1)' },
      ],
    },
  },
};

describe('readTikTokExport', () => {
  it('reads the older export: the own videos and the following list, not favourites, history or followers', () => {
    expect(readTikTokExport(older)).toEqual({
      videos: [{ link: 'https://v16.example.com/one.mp4', caption: '', postedAt: new Date('2021-06-01T10:00:00Z') }],
      following: ['ana', 'bo'],
    });
  });

  it('reads the newer export, newest first, captions from Title, one row per link and only web links', () => {
    const read = readTikTokExport(newer)!;
    expect(read.videos.map((video) => [video.link, video.caption, video.postedAt?.toISOString() ?? null])).toEqual([
      ['https://v16.example.com/b.mp4', 'second', '2024-05-01T09:30:00.000Z'],
      ['https://v16.example.com/a.mp4', 'first #dance', '2024-03-01T09:30:00.000Z'],
      ['https://v16.example.com/c.mp4', '', null],
    ]);
    expect(read.following).toEqual(['cy']);
  });

  it('tolerates keys in another case and spacing', () => {
    const shouted = { POSTS: { posts: { video_list: [{ DATE: '2024-03-01 09:30:00', LINK: 'https://v16.example.com/a.mp4', CAPTION: 'loud' }] } } };
    expect(readTikTokExport(shouted)?.videos).toEqual([{ link: 'https://v16.example.com/a.mp4', caption: 'loud', postedAt: new Date('2024-03-01T09:30:00Z') }]);
  });

  it('finds nothing in what is not an export', () => {
    for (const document of [null, 42, 'text', [], {}, { Video: { Videos: { VideoList: [{ Date: 'x' }] } } }, { Comment: { Comments: { CommentsList: [{ Comment: 'hi' }] } } }]) {
      expect(readTikTokExport(document)).toBeNull();
    }
  });

  it('drops characters PostgreSQL text cannot hold from captions', () => {
    const read = readTikTokExport({ Video: { Videos: { VideoList: [{ Date: '2021-06-01 10:00:00', Link: 'https://v.example.com/x.mp4', Title: 'a\u0000b' }] } } });
    expect(read?.videos[0].caption).toBe('ab');
  });
});

describe('exportDate', () => {
  it("reads TikTok's UTC form, ISO times and Unix seconds, and refuses the rest", () => {
    expect(exportDate('2023-05-01 12:34:56')?.toISOString()).toBe('2023-05-01T12:34:56.000Z');
    expect(exportDate('2023-05-01T12:34:56+02:00')?.toISOString()).toBe('2023-05-01T10:34:56.000Z');
    expect(exportDate('1682944496')?.toISOString()).toBe('2023-05-01T12:34:56.000Z');
    expect(exportDate('yesterday')).toBeNull();
    expect(exportDate('')).toBeNull();
    expect(exportDate('2999-01-01 00:00:00')).toBeNull();
  });
});
