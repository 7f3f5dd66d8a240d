import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sectionRows, type ExportSection } from '../../data/repos/account-data.repo.ts';
import type { StorageBucket } from '../../../shared/constants.ts';
import { APP_NAME } from '../../../shared/constants.ts';

/** A file written for the archive (the portable part: manifest, ActivityPub documents, lists), and where. */
export interface WrittenFile {
  path: string;
  content: string;
}

/**
 * The portable part of an export (issue 58, decision 080): what another server imports to move in, written
 * from the same sections and media paths as the rest. The ActivityPub edge writes it, since it names things by
 * their ActivityPub ids; the export job hands it in.
 */
export interface PortableArchive {
  files(sections: ExportSection[], media: ArchivedFile[]): WrittenFile[];
}

/** A stored file to put in the archive, and where. */
export interface ArchivedFile {
  bucket: StorageBucket;
  key: string;
  path: string;
}

const README = (sections: ExportSection[], files: ArchivedFile[]) => `Your ${APP_NAME} data, as of ${new Date().toUTCString()}.

Each .json file holds one kind of thing you made or did on ${APP_NAME}:
${sections.map((section) => `  ${section.file} (${section.rows.length})`).join('\n')}

media/ holds your files (${files.length}): your videos as stored (videos/), your stories still stored (stories/) and your avatar.

manifest.yml, activitypub/ and popreel/ are the same account in a form another server reads to move it there
(FEP-6fcd): your profile, your videos with their captions, your collections, and the accounts you follow,
block and mute.
`;

/**
 * The zip of a data export, streamed: JSON sections first, then each media file read from storage only when
 * the zip reaches it (addReadStreamLazy), so an account with many videos never holds them all open or in memory.
 */
export function exportArchive(store: BlobStore, sections: ExportSection[], files: ArchivedFile[], written: WrittenFile[]): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README(sections, files)), 'README.txt');
  for (const section of sections) zip.addBuffer(Buffer.from(JSON.stringify(section.rows, null, 2)), section.file);
  for (const file of written) zip.addBuffer(Buffer.from(file.content), file.path);
  for (const file of files) {
    // Media is compressed already (H.264, JPEG, PNG): stored as is, so zipping costs no CPU on it.
    zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
      store.stream(file.bucket, file.key).then((stream) => done(null, stream), (error: Error) => done(error, undefined as never));
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** The media of the sections: each video's stored file (and its edit), each story's, the avatar; keys replaced by paths. */
export function archivedFiles(sections: ExportSection[], avatarUrl: string | null): ArchivedFile[] {
  const files: ArchivedFile[] = [];
  for (const video of sectionRows(sections, 'videos.json')) {
    const add = (field: 'storagePath' | 'editedPath', suffix: string) => {
      const key = video[field];
      if (typeof key === 'string' && key) files.push({ bucket: 'videos', key, path: `media/videos/${String(video.id)}${suffix}.${key.split('.').pop()}` });
      video[field === 'storagePath' ? 'file' : 'editedFile'] = typeof key === 'string' && key ? files.at(-1)!.path : null;
      delete video[field];
    };
    add('storagePath', '');
    add('editedPath', '-edited');
  }
  for (const story of sectionRows(sections, 'stories.json')) {
    const key = story.mediaPath;
    if (typeof key === 'string') files.push({ bucket: 'stories', key, path: `media/stories/${String(story.id)}.${key.split('.').pop()}` });
    story.file = typeof key === 'string' ? files.at(-1)!.path : null;
    delete story.mediaPath;
  }
  if (avatarUrl?.startsWith('avatars/')) files.push({ bucket: 'avatars', key: avatarUrl.slice('avatars/'.length), path: `media/avatar.${avatarUrl.split('.').pop()}` });
  return files;
}
