import { stringify } from 'csv-stringify/sync';
import { sectionRows, type ExportSection } from '../data/repos/account-data.repo.ts';
import type { ArchivedFile, PortableArchive, WrittenFile } from '../domain/account/export-archive.ts';
import type { CaptionCue } from '../../shared/captions.ts';
import { formatWebVtt } from '../../shared/webvtt.ts';
import { APP_NAME } from '../../shared/constants.ts';
import { addressing, audienceOf } from './objects.ts';
import type { ApUrls } from './urls.ts';

const AS = 'https://www.w3.org/ns/activitystreams';
const MASTODON_EXPORT = 'https://docs.joinmastodon.org/user/moving/#export';
/** Popreel's own files have no outside specification: the manifest says what they hold (decision 080). */
const POPREEL_FILES: Record<string, string> = {
  'collections.json': 'Collections: name, public, createdAt, and videos by their ActivityPub id with addedAt',
};

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * The portable part of a data export (issue 58 part 3, decision 080), in FEP-6fcd's container layout: a
 * manifest, the actor and its outbox as ActivityPub documents (ids as this server published them, files as
 * paths inside the zip), Mastodon's CSV lists of accounts followed, blocked and muted, and collections.
 */
export class PortableArchiveWriter implements PortableArchive {
  constructor(private readonly urls: ApUrls) {}

  files(sections: ExportSection[], media: ArchivedFile[]): WrittenFile[] {
    const rows = (file: string) => sectionRows(sections, file);
    const account = rows('account.json')[0] ?? {};
    const userId = String(account.id);
    const captions = this.captionFiles(rows('captions.json'));
    const written: WrittenFile[] = [
      { path: 'activitypub/actor.json', content: json(this.actor(userId, account, rows('also-known-as.json'), media)) },
      { path: 'activitypub/outbox.json', content: json(this.outbox(userId, account, rows('videos.json'), captions)) },
      { path: 'activitypub/following_accounts.csv', content: this.accountList(rows('following.json'), ['Show boosts', 'Notify on new posts', 'Languages'], ['true', 'false', '']) },
      { path: 'activitypub/blocks.csv', content: this.accountList(rows('blocks.json')) },
      { path: 'activitypub/mutes.csv', content: this.accountList(rows('mutes.json'), ['Hide notifications'], ['true']) },
      { path: 'popreel/collections.json', content: json(this.collections(rows('collections.json'))) },
      ...[...captions.values()].flat().map(({ path, vtt }) => ({ path, content: vtt })),
    ];
    return [{ path: 'manifest.yml', content: this.manifest(userId, written) }, ...written];
  }

  private actor(userId: string, account: Row, aliases: Row[], media: ArchivedFile[]) {
    const avatar = media.find((file) => file.bucket === 'avatars');
    return {
      '@context': [AS, 'https://w3id.org/security/v1'],
      id: this.urls.actor(userId).href,
      type: 'Person',
      preferredUsername: account.username,
      summary: text(account.bio) ?? '',
      url: this.urls.profilePage(userId).href,
      published: iso(account.createdAt),
      manuallyApprovesFollowers: account.privateAccount === true,
      alsoKnownAs: aliases.map((alias) => alias.uri),
      ...(avatar ? { icon: { type: 'Image', url: avatar.path } } : {}),
    };
  }

  /**
   * Every video with its file, as the Note Popreel federates (a video Document, its alt text as the name), plus
   * what only a Popreel reads back: drafts and schedules, the sound, the place and the comment setting.
   */
  private outbox(userId: string, account: Row, videos: Row[], captions: Map<string, Array<{ language: string; path: string }>>) {
    const actor = this.urls.actor(userId);
    const followers = this.urls.followers(userId);
    const items = videos.flatMap((video) => {
      // The edit when there is one: what the video shows.
      const file = text(video.editedFile) ?? text(video.file);
      if (!file) return [];
      const id = this.urls.video(String(video.id)).href;
      // Addressed as it federates (a private account's reach only its followers); only me, to nobody.
      const visibility = String(video.visibility);
      const audience = visibility === 'only_me' ? { tos: [], ccs: [] } : addressing(audienceOf({ visibility, privateAccount: account.privateAccount === true }), followers);
      const to = audience.tos.map(String);
      const cc = audience.ccs.map(String);
      const note = {
        id,
        type: 'Note',
        attributedTo: actor.href,
        content: text(video.caption) ?? '',
        source: { content: text(video.caption) ?? '', mediaType: 'text/plain' },
        published: iso(video.originallyPostedAt) ?? iso(video.createdAt),
        sensitive: video.sensitive === true,
        summary: text(video.contentWarning),
        to,
        cc,
        ...(text(video.language) ? { contentMap: { [String(video.language)]: text(video.caption) ?? '' } } : {}),
        attachment: [
          {
            type: 'Document',
            mediaType: 'video/mp4',
            url: file,
            name: text(video.altText),
            width: video.width,
            height: video.height,
            ...(typeof video.duration === 'number' ? { duration: `PT${video.duration}S` } : {}),
          },
        ],
        // PeerTube's name for caption tracks; each url is a WebVTT file inside the archive.
        subtitleLanguage: (captions.get(String(video.id)) ?? []).map(({ language, path }) => ({ identifier: language, url: path })),
        popreel: {
          visibility: String(video.visibility),
          draft: video.status === 'held' && !video.publishAt,
          publishAt: video.status === 'held' ? iso(video.publishAt) : null,
          commentPolicy: video.commentPolicy,
          sound: text(video.soundTitle),
          place: text(video.placeName),
          pinned: video.pinnedAt !== null && video.pinnedAt !== undefined,
          title: text(video.title),
        },
      };
      return [{ id: `${id}/activity`, type: 'Create', actor: actor.href, published: note.published, to, cc, object: note }];
    });
    return { '@context': AS, id: `${actor.href}/outbox`, type: 'OrderedCollection', totalItems: items.length, orderedItems: items };
  }

  private captionFiles(rows: Row[]) {
    const byVideo = new Map<string, Array<{ language: string; path: string; vtt: string }>>();
    for (const row of rows) {
      const videoId = String(row.videoId);
      const language = String(row.language);
      const entry = { language, path: `activitypub/captions/${videoId}.${language}.vtt`, vtt: formatWebVtt((row.cues ?? []) as CaptionCue[]) };
      byVideo.set(videoId, [...(byVideo.get(videoId) ?? []), entry]);
    }
    return byVideo;
  }

  /** Mastodon's CSV of accounts: `name@server` per row (one here named with this server), then its columns. */
  private accountList(accounts: Row[], columns: string[] = [], values: string[] = []) {
    const address = (account: Row) => (account.host ? String(account.username) : `${String(account.username)}@${this.urls.host}`);
    return stringify([['Account address', ...columns], ...accounts.map((account) => [address(account), ...values])]);
  }

  /** Collections name their videos by ActivityPub id, so an importer finds the ones it brought over. */
  private collections(rows: Row[]) {
    return rows.map((collection) => ({
      name: collection.name,
      public: collection.public === true,
      createdAt: iso(collection.createdAt),
      videos: ((collection.videos ?? []) as Array<{ videoId: string; addedAt: string }>).map((entry) => ({ id: this.urls.video(entry.videoId).href, addedAt: iso(entry.addedAt) })),
    }));
  }

  private manifest(userId: string, written: WrittenFile[]) {
    const listed = (folder: string) => written.filter((file) => file.path.startsWith(`${folder}/`) && !file.path.startsWith('activitypub/captions/'));
    const entry = (file: WrittenFile) => {
      const name = file.path.split('/').pop()!;
      if (POPREEL_FILES[name]) return `      ${name}:\n        description: ${JSON.stringify(POPREEL_FILES[name])}`;
      const url = name.endsWith('.csv') ? MASTODON_EXPORT : name === 'actor.json' ? 'https://www.w3.org/TR/activitypub/#actor-objects' : 'https://www.w3.org/TR/activitypub/#outbox';
      return `      ${name}:\n        url: ${url}`;
    };
    return `# ${APP_NAME} account export, in the Account Export Container Format (FEP-6fcd)
ubc-version: 0.1
meta:
  created: ${new Date().toISOString()}
  createdBy:
    controller: ${this.urls.actor(userId).href}
    client:
      name: ${APP_NAME}
      url: ${this.urls.origin}
contents:
  manifest.yml:
    url: https://codeberg.org/fediverse/fep/src/branch/main/fep/6fcd/fep-6fcd.md#manifest-file
  activitypub:
    contents:
${listed('activitypub').map(entry).join('\n')}
      captions:
        url: https://www.w3.org/TR/webvtt1/
  popreel:
    contents:
${listed('popreel').map(entry).join('\n')}
  media:
    url: https://www.w3.org/TR/activitystreams-vocabulary/#dfn-attachment
`;
  }
}

function json(value: unknown) {
  return JSON.stringify(value, null, 2);
}
