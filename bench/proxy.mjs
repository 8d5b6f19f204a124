#!/usr/bin/env node
// A small round-robin HTTP proxy for the two-process bench (what a load balancer does, no more):
// `node bench/proxy.mjs <port> <upstream port>[,<upstream port>…]`. Like a load balancer it appends the
// client's address to X-Forwarded-For and sets X-Forwarded-Proto/Host, so the site processes run with
// TRUST_PROXY=1 (docs/security-deployment.md). Keep-alive to the upstreams, as a real balancer does.
import { Agent, createServer, request } from 'node:http';

const [port, list] = process.argv.slice(2);
const upstreams = list.split(',').map(Number);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

createServer((req, res) => {
  const upstream = upstreams[next++ % upstreams.length];
  const headers = { ...req.headers };
  // Hop-by-hop: this proxy keeps its own connections to the upstreams.
  delete headers.connection;
  delete headers['keep-alive'];
  const seen = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${seen}` : seen;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const out = request(
    { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers, agent },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  // A client that leaves mid-answer (autocannon at the end of a run) must not keep the upstream socket
  // busy: unconsumed, it would never return to the pool, and after maxSockets such leaks nothing passes.
  res.on('close', () => {
    if (!res.writableFinished) out.destroy();
  });
  out.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(out);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
