/** A stand-in CRM for the server tests: a real HTTP server that records each hand-off it is sent. */
import { createServer } from 'node:http';

export interface CrmCall {
  key: string | undefined;
  body: { id: number; kind: string; payload: Record<string, unknown> };
  status: number;
}

export interface RunningCrm {
  /** The webhook URL to give the server as CRM_WEBHOOK_URL. */
  url: string;
  calls: CrmCall[];
  close(): void;
}

/** Starts the CRM; `answer` picks each reply's status from the calls before it (200 by default). */
export async function startCrm(answer: (before: readonly CrmCall[]) => number = () => 200): Promise<RunningCrm> {
  const calls: CrmCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const status = answer(calls);
      calls.push({ key: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(body) as CrmCall['body'], status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/crm`, calls, close: () => server.close() };
}
