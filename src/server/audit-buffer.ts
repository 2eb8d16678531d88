/**
 * How long an audit record may wait before it is stored (docs/decisions/004-audit-log-writes.md): the gateway's
 * audit trail (src/gateway/audit-log.ts) gathers records for at most this long and stores them with one insert, and
 * erasing a person (features/privacy/api/erase.ts) waits this long for records still in a buffer before it gives the
 * stored ones their pseudonym.
 */

/** Longest time a record waits to be stored with others, ms. */
export const AUDIT_FLUSH_MS = 100;
