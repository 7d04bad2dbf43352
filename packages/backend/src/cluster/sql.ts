import pg from 'pg';

/** Rows of one statement on a short-lived connection (the cluster's test and the load bench). */
export async function queryOnce<R>(
  connectionString: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}
