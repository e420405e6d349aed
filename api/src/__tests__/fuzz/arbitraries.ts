import fc from 'fast-check';
import { METHODS, type FuzzRoute, type Method } from './routes';

/** Values the fuzz mixes into its junk, so that some calls name real records and get past the first checks. */
export interface Known {
  userId: string;
  userEmail: string;
  victimIds: string[];
  victimEmails: string[];
  victimTeamId: string;
  /** The catalogue's registration keys. */
  events: string[];
}

/** Who a call claims to be; the tokens are read when the call is made, since a fuzzed logout can renew them. */
export type Identity =
  { kind: 'anonymous' } | { kind: 'user' | 'bare user' | 'organiser' } | { kind: 'garbage'; authorization: string };

export interface FuzzCase {
  /** Index in the route list, or -1 for a path no route has. */
  route: number;
  method: Method;
  path: string;
  query: string;
  identity: Identity;
  contentType: string | undefined;
  /** The Idempotency-Key header (docs/API.md#idempotency): none, a key, one key for many calls, or junk. */
  idempotencyKey: string | undefined;
  body: string | undefined;
  remoteAddress: string;
}

const HOSTILE_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '" UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  '$1',
  '\u0000',
  '\r\nBcc: x@example.com',
  '\u202Egnp.exe',
  '\uD800',
  '\uDC00',
  '\uFEFF',
  '🙂'.repeat(3),
  'प्रिया',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  ' ',
  '',
] as const;

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

/** Every field name a body of the API carries (docs/API.md#calls), so junk lands where the schemas look. */
const FIELD_NAMES = [
  'email',
  'password',
  'cpassword',
  'referral',
  'firstName',
  'lastName',
  'college',
  'otherCollege',
  'year',
  'mobile',
  'code',
  'url',
  'token',
  'newPassword',
  'leader_id',
  'event',
  'team_id',
  'memberEmail',
  'userId',
  'guess',
  'fullName',
  'reference',
  'reason',
] as const;

/** Up to 20 kB, past the 16 KB body limit (docs/API.md#answers-and-status-codes), built by repeating a unit. */
const hugeText = fc
  .tuple(
    fc.constantFrom('A', 'é', '\u0000', '🙂', '%00', "' OR 1=1 --", '[', '{"a":'),
    fc.integer({ min: 500, max: 20_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

export function arbitraries(routes: readonly FuzzRoute[], known: Known) {
  const knownText = fc.constantFrom(
    known.userId,
    known.userEmail,
    ...known.victimIds,
    ...known.victimEmails,
    known.victimTeamId,
    ...known.events,
    '9876543210',
    '400000000001',
    'Secret12',
    'Mine Digging',
  );
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    // Lone surrogates and every control character, which 'binary' rarely draws.
    {
      weight: 2,
      arbitrary: fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
        maxLength: 20,
      }),
    },
    { weight: 2, arbitrary: knownText },
    { weight: 1, arbitrary: fc.tuple(knownText, fc.constantFrom(...HOSTILE_TEXT)).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: hugeText },
  );
  const scalarJson = fc.oneof(
    { weight: 4, arbitrary: text.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('1e400', '-0', '9007199254740993', '0.1e-999', '-1', '3') },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null', '""', '"1"', '"-1"', '"2026"', '"1e3"') },
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: text },
  );
  // JSON text is written by hand: an object literal can not carry an own `__proto__` key, and duplicate keys are junk.
  const { json } = fc.letrec<{ json: string; array: string; object: string }>((tie) => ({
    json: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalarJson, tie('array'), tie('object')),
    array: fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(key, tie('json')), { maxLength: 6 })
      .map((entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`),
  }));
  /** A body with every field the API knows, each valid-looking or junk, so some calls reach the services. */
  const nearValid = fc
    .subarray([...FIELD_NAMES], { minLength: 1 })
    .chain((names) =>
      fc.tuple(
        ...names.map((name) =>
          fc.tuple(
            fc.constant(name),
            fc.oneof(
              knownText.map((v) => JSON.stringify(v)),
              scalarJson,
            ),
          ),
        ),
      ),
    )
    .map((entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`);
  const body = fc.oneof(
    { weight: 4, arbitrary: nearValid },
    { weight: 4, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '{"email":',
        "{'email':'a@b.c'}",
        '[1,2',
        'nul',
        '{"a":1}}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"email":"a@b.c","email":{"$ne":null}}',
        '\u0000',
        '\uFEFF{}',
        'email=a%40b.c&password=x',
        '<?xml version="1.0"?><a/>',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 6000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: hugeText.map((value) => JSON.stringify({ email: value, password: value })) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        undefined,
        '',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json, text/plain',
        'application/vnd.api+json',
        'application/octet-stream',
        '*/*',
        ';;;',
      ),
    },
  );
  const segment = fc.oneof(
    { weight: 3, arbitrary: text.map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))) },
    { weight: 2, arbitrary: knownText.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%00',
        'a%00b',
        '..',
        '%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%2F',
        '%',
        '%E0%A4%A',
        '%ZZ',
        '%C0%AE',
        '%FF%FE',
        '%ED%A0%80',
        ';',
        '%3B',
        '~',
        "'",
        '-1',
        '0',
        '1e3',
        '__proto__',
        'constructor',
      ),
    },
    // Around maxParamLength (320) and far past it.
    { weight: 1, arbitrary: fc.integer({ min: 300, max: 340 }).map((length) => 'a'.repeat(length)) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 8000 }).map((length) => '%41'.repeat(length)) },
  );
  const pathOf = (route: FuzzRoute) =>
    fc
      .tuple(
        fc.tuple(...route.parts.map((part) => ('fixed' in part ? fc.constant(part.fixed) : segment))),
        fc.oneof(
          { weight: 12, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: fc.constantFrom('/', '/extra', '//', '/..', '%2F') },
        ),
      )
      .map(([pieces, tail]) => pieces.join('') + tail);
  const unknownPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((pieces) => `/api/${pieces.join('/')}`);
  const query = fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom(
              'q',
              'page',
              'pageSize',
              'state',
              'event',
              'college',
              'sort',
              '__proto__',
              'constructor[prototype]',
            ),
            text,
          ),
          { maxLength: 4 },
        )
        .map(
          (pairs) =>
            `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`).join('&')}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?',
        '?%',
        '?page=1&page=2',
        '?a[__proto__][x]=1',
        '?q=%00',
        '?pageSize=1e3',
        '?page=-1',
      ),
    },
  );
  const identity: fc.Arbitrary<Identity> = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ kind: 'user' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'bare user' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'organiser' as const }) },
    { weight: 4, arbitrary: fc.constant({ kind: 'anonymous' as const }) },
    {
      weight: 6,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Bearer null',
            'Bearer undefined',
            'Basic YWRtaW46YWRtaW4=',
            'bearer',
            ' Bearer  x ',
            'Bearer a b',
          ),
          fc
            .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })
            .map((hex) => `Bearer ${hex}`),
          // Visible ASCII only: other bytes are refused by the HTTP layer before the API (Node would not send them).
          fc.string({
            unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
            maxLength: 300,
          }),
          fc.integer({ min: 1000, max: 8000 }).map((length) => `Bearer ${'A'.repeat(length)}`),
        )
        .map((authorization) => ({ kind: 'garbage' as const, authorization })),
    },
  );
  const remoteAddress = fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.ipV6() });
  const idempotencyKey = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.uuid() },
    // One key for every call that draws it: repeats answered from the store, other calls refused (422).
    { weight: 2, arbitrary: fc.constant('the-fuzz-reuses-this-key-a-lot') },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          ' ',
          '"',
          '""',
          'short',
          '"unclosed-quote-0123456789',
          'k'.repeat(65),
          'a,b,c,d,e,f,g,h,i,j',
        ),
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
          maxLength: 300,
        }),
      ),
    },
  );

  const routed = fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => {
    const route = routes[index] as FuzzRoute;
    return fc.record({
      route: fc.constant(index),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathOf(route),
    });
  });
  const unrouted = fc.record({ route: fc.constant(-1), method: fc.constantFrom(...METHODS), path: unknownPath });

  return fc
    .tuple(
      fc.oneof({ weight: 19, arbitrary: routed }, { weight: 1, arbitrary: unrouted }),
      query,
      identity,
      contentType,
      idempotencyKey,
      fc.option(body, { nil: undefined, freq: 8 }),
      remoteAddress,
    )
    .map(([target, queryText, who, type, key, payload, address]): FuzzCase => ({
      ...target,
      query: queryText,
      identity: who,
      contentType: type,
      idempotencyKey: key,
      body: payload,
      remoteAddress: address,
    }));
}
