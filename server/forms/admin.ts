/**
 * Staff read submissions at GET /api/v1/admin/submissions (JSON, or CSV with ?format=csv),
 * behind `Authorization: Bearer <ADMIN_TOKEN>`. With no ADMIN_TOKEN the route does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { submissionKinds } from '../../src/domain/forms/submissions';
import type { Db } from '../db/database';
import { listSubmissions, toCsv } from './listing';

export function registerAdmin(app: FastifyInstance, db: Db, token: string | null) {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/api/v1/admin/submissions', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ errors: [{ code: 'unauthorized', message: 'A valid bearer token is required' }] });
    }
    const query = request.query as Record<string, string | string[] | undefined>;
    const repeated = Object.keys(query).find((k) => Array.isArray(query[k]));
    if (repeated) return reply.code(400).send({ errors: [{ code: repeated, message: `${repeated} may be given once` }] });
    const q = query as Record<string, string | undefined>;
    if (q.kind !== undefined && !(submissionKinds as readonly string[]).includes(q.kind)) {
      return reply.code(400).send({ errors: [{ code: 'kind', message: `kind must be one of ${submissionKinds.join(', ')}` }] });
    }
    const limit = Math.min(1000, Math.max(1, Number(q.limit) || 100));
    if (q.since && Number.isNaN(Date.parse(q.since))) return reply.code(400).send({ errors: [{ code: 'since', message: 'since must be a date, e.g. 2026-11-01' }] });
    const rows = await listSubmissions(db, { kind: q.kind, since: q.since, limit });
    if (q.format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(rows));
    return { data: rows };
  });
}
