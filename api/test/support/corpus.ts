/**
 * Hostile values as an attacker sends them: the API's suite (api/test/hostile.test.ts) and the site's
 * (site/server/hostile.test.ts) put each into every route's parameters, query, body fields and headers.
 */

/** `depth` arrays inside each other, as JSON text (JSON.stringify of a real one would overflow the stack). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** String values: each goes into a path parameter, a query value, a body field and a header. */
export const HOSTILE_STRINGS: readonly [label: string, value: string][] = [
  ['sql quote', "' OR '1'='1' --"],
  ['sql union', '1 UNION SELECT password_hash FROM accounts--'],
  ['sql stacked', '1; DROP TABLE accounts; --'],
  ['sql comment', '1/**/or/**/1=1#'],
  ['script', '<script>alert(1)</script>'],
  ['img onerror', '"><img src=x onerror=alert(1)>'],
  ['javascript url', 'javascript:alert(document.cookie)'],
  ['svg', '<svg/onload=alert(1)>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  ['template', '{{constructor.constructor("alert(1)")()}}${7*7}'],
  ['NUL', 'a\u0000b'],
  ['control chars', '\u0001\u0002\u001b[31m\u007f'],
  ['RTL override', 'abc\u202Egpj.exe'],
  ['zero-width', 'a\u200Bb\u200C\u200D\uFEFFc'],
  ['lone high surrogate', 'x\uD800y'],
  ['lone low surrogate', '\uDC00'],
  ['emoji + combining', '👩‍👩‍👧‍👦e\u0301\u0301\u0301'],
  ['100,000 characters', 'A'.repeat(100_000)],
  ['empty', ''],
  ['spaces only', '   \t  '],
  ['huge number', '99999999999999999999999999999999'],
  ['negative', '-1'],
  ['min int', '-2147483649'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['exponent', '1e309'],
  ['hex', '0x7fffffff'],
  ['float', '1.5'],
  ['traversal', '../../etc/passwd'],
  ['encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['windows traversal', '..\\..\\windows\\win.ini'],
  ['double encoded', '%252e%252e%252f'],
  ['bad percent', '%E0%A4%A'],
  ['CRLF', 'x\r\nSet-Cookie: sw_session=evil\r\n\r\n<h1>'],
  ['encoded CRLF', 'x%0d%0aSet-Cookie:%20sw_session=evil'],
  ['unicode newline', 'x\u2028\u2029y'],
  ['proto', '__proto__'],
  ['constructor', 'constructor'],
  ['format string', '%s%s%s%n%x'],
  ['ldap/glob', '*)(uid=*))(|(uid=*'],
  ['absolute url', 'https://evil.example/'],
  ['protocol-relative', '//evil.example'],
  ['header-ish', 'Content-Length: 0'],
  ['undefined', 'undefined'],
  ['null', 'null'],
];

/** Values of the wrong JSON type for a field that wants a string (or a number). */
export const WRONG_TYPES: readonly [label: string, value: unknown][] = [
  ['array', ['a', 'b']],
  ['object', { $gt: '' }],
  ['boolean', true],
  ['null', null],
  ['number', 1e308],
  ['negative number', -1],
  ['float', 0.1],
  ['nested', { a: [{ b: { c: ['d'] } }] }],
  ['proto object', JSON.parse('{"__proto__":{"polluted":1}}')],
];

/** Whole bodies that break the parser, not a field. */
export const HOSTILE_BODIES: readonly [label: string, contentType: string, body: string][] = [
  ['broken JSON', 'application/json', '{"account": "a@example.com",'],
  ['JSON with trailing garbage', 'application/json', '{"a":1}}}'],
  ['JSON string', 'application/json', '"just a string"'],
  ['JSON number', 'application/json', '12345'],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['10,000 nested arrays', 'application/json', deepJson(10_000)],
  ['10,000 nested objects', 'application/json', deepObjectJson(10_000)],
  ['JSON with NUL key', 'application/json', '{"a\\u0000b":1,"\\u0000":"x"}'],
  ['JSON lone surrogate', 'application/json', '{"content":"\\ud800\\ud800 hello world"}'],
  ['text/plain JSON', 'text/plain', '{"a":1}'],
  [
    'multipart bad boundary',
    'multipart/form-data; boundary=xyz',
    '--abc\r\nContent-Disposition: form-data\r\n\r\n',
  ],
  ['multipart no boundary', 'multipart/form-data', 'a=1'],
  [
    'multipart truncated',
    'multipart/form-data; boundary=----b',
    '------b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n------b\r\nContent-Disp',
  ],
  [
    'multipart file',
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="email"; filename="../../x.sh"\r\nContent-Type: application/x-sh\r\n\r\n#!/bin/sh\r\n--b--\r\n',
  ],
  ['urlencoded garbage', 'application/x-www-form-urlencoded', '%%%&&==&a=%ZZ&=&b=%E0%A4%A&&c'],
  ['urlencoded repeated keys', 'application/x-www-form-urlencoded', 'email=a&email=b&email[]=c&email[x]=d'],
  ['urlencoded NUL', 'application/x-www-form-urlencoded', 'email=a%00b&content=%00%00%00%00%00'],
  [
    'xml',
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['unknown charset', 'application/json; charset=utf-7', '{"a":"+ADw-script+AD4-"}'],
  ['binary', 'application/octet-stream', '\u0000\u0001\u0002\u00ff\u00fe'],
  ['oversized JSON', 'application/json', JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) })],
  ['oversized form', 'application/x-www-form-urlencoded', `a=${'x'.repeat(2 * 1024 * 1024)}`],
];

/**
 * A header value as raw bytes would arrive: UTF-8 read as Latin-1 (what Node hands over), without the
 * characters fetch's Headers refuses (NUL, CR, LF: those are tried on a real socket).
 */
export function asHeaderValue(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[\0\r\n]/g, ' ');
}

/** The headers an attacker controls, and what each hostile value is tried as. */
export const HOSTILE_HEADER_NAMES = [
  'cookie',
  'origin',
  'x-forwarded-for',
  'x-forwarded-proto',
  'accept-language',
  'language',
  'locale',
  'referer',
  'user-agent',
  'cf-ipcountry',
] as const;

/** Each header name with the value shapes that header is parsed as (cookie pairs, address lists …). */
export function headerVariants(name: (typeof HOSTILE_HEADER_NAMES)[number], value: string): string {
  const v = asHeaderValue(value);
  switch (name) {
    case 'cookie':
      return `sw_session=${v}; language=${v}; locale=${v}; i18n_redirected=${v}`;
    case 'x-forwarded-for':
      return `${v}, 127.0.0.1, ${v}`;
    default:
      return v;
  }
}

/**
 * Percent-encodes as a client sending raw bytes would: encodeURIComponent, except that a lone surrogate
 * (which it refuses) goes out as its WTF-8 bytes.
 */
export function encodeHostile(value: string): string {
  let out = '';
  for (const part of value.split(
    /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/,
  )) {
    if (part.length === 1 && /[\uD800-\uDFFF]/.test(part)) {
      const c = part.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(part);
  }
  return out;
}

/** A query string of hostile values (each key and value encoded as above). */
export function hostileQuery(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
