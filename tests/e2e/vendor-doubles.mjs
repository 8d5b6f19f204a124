// The vendors' verify endpoints for the human-checks server (playwright.config.ts): the captcha service's
// ticket check and the bot-challenge widget's siteverify, answering as the vendors do. A ticket or token
// passes once if it starts with "ok-"; anything else is refused. `node tests/e2e/vendor-doubles.mjs PORT`.
import { createServer } from 'node:http';

const spent = { captcha: new Set(), turnstile: new Set() };
const passOnce = (kind, value) => {
  if (!value.startsWith('ok-') || spent[kind].has(value)) return false;
  spent[kind].add(value);
  return true;
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const answer = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return answer({ ok: true });
  // Tencent Captcha: GET ?aid&AppSecretKey&Ticket&Randstr&UserIP → { response: "1" } on a pass.
  if (url.pathname === '/captcha') {
    const right = url.searchParams.get('AppSecretKey') === process.env.CAPTCHA_APP_SECRET;
    const passed = right && passOnce('captcha', url.searchParams.get('Ticket') ?? '');
    return answer(passed ? { response: '1', evil_level: 0 } : { response: '0', err_msg: 'verify failed' });
  }
  // Turnstile: POST secret, response, remoteip (form-encoded) → { success }.
  if (url.pathname === '/turnstile') {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const right = form.get('secret') === process.env.TURNSTILE_SECRET;
      const passed = right && passOnce('turnstile', form.get('response') ?? '');
      answer(passed ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] });
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.argv[2]), '127.0.0.1');
