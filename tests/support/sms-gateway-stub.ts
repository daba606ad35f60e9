import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request an SMS gateway received: its headers and parsed JSON body. */
export interface GatewayRequest {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { mobile: string; signName: string; templateCode: string; params: Record<string, string | number>; text: string };
}

/**
 * A local HTTP server standing in for an SMS gateway: it keeps what it receives and answers
 * with `status` (set per test), or never answers while `silent`.
 */
export async function startGatewayStub(): Promise<{ url: string; received: GatewayRequest[]; answer: { status: number; silent: boolean }; close(): Promise<void> }> {
  const received: GatewayRequest[] = [];
  const answer = { status: 200, silent: false };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      if (answer.silent) return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: answer.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`,
    received,
    answer,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
