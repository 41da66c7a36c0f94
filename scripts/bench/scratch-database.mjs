// A PostgreSQL database of the bench's own for one measurement, made from a role that may create
// databases (LUNO_BENCH_DATABASE_URL) and dropped afterwards, whatever happens.
import pg from 'pg';

export async function withScratchDatabase(adminUrl, prefix, work) {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
