#!/usr/bin/env node
// The yardstick for the site's throughput: a bare node:http server answering the very bytes the site
// answered (status, body, Content-Type, Content-Encoding), captured once by bench/site-throughput.mjs.
// `node bench/bare-server.mjs <port> <captures.json>`; GET /<kind> answers that capture.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map();
for (const [kind, c] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
  const headers = { 'content-type': c.contentType };
  if (c.contentEncoding) headers['content-encoding'] = c.contentEncoding;
  answers.set(`/${kind}`, { status: c.status, headers, body: Buffer.from(c.body, 'base64') });
}
createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
