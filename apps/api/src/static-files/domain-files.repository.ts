import type { Queryable } from '../db/database';

/** A file published for the host, else the one published for every host (`*`). */
export async function domainFileOf(db: Queryable, fileName: string, host: string): Promise<{ content_type: string; body: string } | undefined> {
  const [file] = await db.query<{ content_type: string; body: string }>(
    "select content_type, body from domain_files where file_name = $1 and host in ($2, '*') order by (host = '*') limit 1",
    [fileName, host],
  );
  return file;
}
