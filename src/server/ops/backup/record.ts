import pg from 'pg';

/**
 * Notes a finished archive in the database it was taken from, for the admin health page's "last backup"
 * (issue 60). The archive is whole on disk by now: a failure to note it is reported, not a failed backup.
 */
export async function recordBackup(databaseUrl: string, archive: string, bytes: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query('insert into backup_runs (archive, bytes) values ($1, $2)', [archive, bytes]);
  } catch (error) {
    console.warn(`The backup is complete, but the health page will not show it: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
