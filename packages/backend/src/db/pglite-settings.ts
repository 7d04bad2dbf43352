/**
 * PGlite's server settings, for the test snapshot and the persistent `npm start` folder alike. The
 * demo seed writes ~400 MB of rows; with the defaults PGlite kept ~600–800 MB of WAL segments
 * (recycled, never removed) beside them. Nothing replicates from an embedded database, so minimal
 * WAL without recycling is enough for crash safety and leaves one or two segments. PGlite writes
 * these into postgresql.conf at every open, so an existing folder takes them on its next start.
 */
export const LEAN_WAL = [
  'wal_level = minimal',
  'max_wal_senders = 0',
  'wal_recycle = off',
  "min_wal_size = '32MB'",
  "max_wal_size = '64MB'",
];
