import type { DataExportRepo } from '../../data/repos/data-export.repo.ts';
import { sectionRows, type AccountDataRepo } from '../../data/repos/account-data.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { AccountLinks } from './account-links.ts';
import type { Sealer } from './sealer.ts';
import type { DataExport } from '../../../shared/account-answers.schema.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { DATA_EXPORT_LINK_DAYS, EXPORTS_BUCKET } from '../../../shared/constants.ts';
import { DomainError, forbidden, notFound } from '../errors.ts';
import { archivedFiles, exportArchive, type PortableArchive } from './export-archive.ts';

type ExportRow = NonNullable<Awaited<ReturnType<DataExportRepo['find']>>>;

/**
 * 'Download my data' (issue 24): a job zips everything the account made or did; a mail and a notification
 * say when it is ready; the link is signed, lasts a week, and answers only its owner.
 */
export class DataExportService {
  constructor(
    private readonly repo: DataExportRepo,
    private readonly accountData: AccountDataRepo,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly sealer: Sealer,
    private readonly mail: MailQueue,
    private readonly notifications: NotificationService,
    private readonly links: AccountLinks,
  ) {}

  async request(userId: string): Promise<DataExport> {
    const created = await this.repo.create(userId);
    if (!created) throw new DomainError('conflict', ACCOUNT_MESSAGES.exportPending, 409);
    await this.jobs.enqueue('data-export', { exportId: created.id });
    return this.present(userId, created);
  }

  async list(userId: string): Promise<DataExport[]> {
    return (await this.repo.listFor(userId)).map((row) => this.present(userId, row));
  }

  /** The zip for its owner with a good signature, while it lasts. */
  async open(userId: string, id: string, link: { exp?: string; sig?: string }) {
    const row = await this.repo.find(userId, id);
    if (!row) throw notFound('Export not found');
    if (!link.exp || !link.sig || !this.sealer.verify(this.signed(userId, id, link.exp), link.sig)) throw forbidden('This download link is not valid');
    if (this.statusOf(row) !== 'ready' || Number(link.exp) * 1000 < Date.now() || !row.storageKey) throw new DomainError('gone', ACCOUNT_MESSAGES.exportGone, 410);
    const day = new Date(row.createdAt).toISOString().slice(0, 10);
    // A file gone from storage (removed by hand, a lost bucket) is an expired export to its owner, not an error.
    const stream = await this.store.stream(EXPORTS_BUCKET, row.storageKey).catch(() => {
      throw new DomainError('gone', ACCOUNT_MESSAGES.exportGone, 410);
    });
    return { stream, filename: `popreel-data-${day}.zip`, size: Number(row.sizeBytes) };
  }

  /** The job: collect, zip (streamed to storage) with its portable part, then tell the person by notification and mail. */
  async build(exportId: string, portable: PortableArchive) {
    const pending = await this.repo.pending(exportId);
    if (!pending) return;
    const sections = await this.accountData.collect(pending.userId);
    const account = sectionRows(sections, 'account.json')[0] as { email: string; avatarUrl: string | null } | undefined;
    if (!account) return this.repo.markFailed(exportId);
    const files = [];
    for (const file of archivedFiles(sections, account.avatarUrl)) if (await this.store.exists(file.bucket, file.key)) files.push(file);
    const key = `${pending.userId}/${exportId}.zip`;
    const { size } = await this.store.put(EXPORTS_BUCKET, key, exportArchive(this.store, sections, files, portable.files(sections, files)), { contentType: 'application/zip', overwrite: true });
    const notificationId = await this.repo.markReady(exportId, pending.userId, key, size, DATA_EXPORT_LINK_DAYS);
    if (!notificationId) return;
    await this.notifications.announce(pending.userId, notificationId);
    await this.mail.send('export_ready', account.email, { link: this.links.account() }, { userId: pending.userId });
  }

  markFailed(exportId: string) {
    return this.repo.markFailed(exportId);
  }

  /** Housekeeping: a week after it was ready, an export's file goes. */
  async expireOld() {
    for (const row of await this.repo.expiredReady()) {
      if (row.storageKey) await this.store.delete(EXPORTS_BUCKET, row.storageKey);
      await this.repo.markExpired(row.id);
    }
  }

  private statusOf(row: ExportRow): DataExport['status'] {
    if (row.status === 'ready' && row.expiresAt && new Date(row.expiresAt).getTime() < Date.now()) return 'expired';
    return row.status;
  }

  private signed = (userId: string, id: string, exp: string) => `export:${id}:${userId}:${exp}`;

  private present(userId: string, row: ExportRow): DataExport {
    const status = this.statusOf(row);
    const exp = row.expiresAt ? String(Math.floor(new Date(row.expiresAt).getTime() / 1000)) : null;
    const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);
    return {
      id: row.id,
      status,
      createdAt: new Date(row.createdAt).toISOString(),
      readyAt: iso(row.readyAt),
      expiresAt: iso(row.expiresAt),
      sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
      downloadUrl: status === 'ready' && exp ? `/api/me/exports/${row.id}/download?exp=${exp}&sig=${this.sealer.sign(this.signed(userId, row.id, exp))}` : null,
    };
  }
}
