/**
 * The forms and the API judge every field alike: for generated input (spaces of every kind, Thai and
 * Chinese text, Thai and full-width digits, emoji, lone surrogates, lengths around each limit) the page's
 * own form schema accepts a value exactly when the API's request schema accepts it, and the password
 * checklist is all ticked exactly when the API takes the password.
 */
import {
  decodePassword,
  encodePassword,
  feedbackRequest,
  forgetByEmailRequest,
  isStrongPassword,
  loginRequest,
  partnerApplicationRequest,
  registerProfileRequest,
  registerRequest,
  sendEmailCodeRequest,
  sendPhoneCodeRequest,
  trainingRequest,
} from '@sellwise/api/contract';
import { Form, isoDateSchema, phoneValue } from '@sellwise/design-system/forms';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema } from '../auth/login/login-schema';
import { registerSchema, sendCodeSchema } from '../auth/register/register-schema';
import { registerNextSchema } from '../auth/register-next/register-next-schema';
import { accountStepSchema, codeStepSchema } from '../auth/reset/reset-schema';
import { feedbackSchema } from '../contact/feedback-schema';
import { partnerApplicationSchema, withScheme } from '../partners/partner-application-schema';
import { trainingSchema } from '../train/training-schema';
import { VisitorPasswordField } from './credential-fields';
import { useFormTranslate } from './form-translate';
import { accountPhoneSchema } from './phone-channel';

const RUNS = { numRuns: 150 };

// ---- generated input ------------------------------------------------------------------------------

/** One "character" of typed text: the kinds where counting, trimming and classes go wrong. */
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'Z', 'x', 'é', 'ก', 'า', 'ม', '中', '文', '1', '0', '9') },
  { weight: 3, arbitrary: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\u200b') },
  { weight: 3, arbitrary: fc.constantFrom('๑', '๒', '๓', '１', '２', '٣', '²', 'Ⅻ', '่', '้') },
  { weight: 3, arbitrary: fc.constantFrom('😀', '👍🏽', '𠀋', '\ud800', '\udc00', '\ud83d') },
  { weight: 2, arbitrary: fc.constantFrom('@', '.', '-', '+', '_', '(', ')', '/', ':', '#') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 2 }) },
);
const textOf = (min: number, max: number) =>
  fc.array(piece, { minLength: min, maxLength: max }).map((pieces) => pieces.join(''));
const spaces = fc.constantFrom('', '', ' ', '  ', '\t', '\u3000', '\n');
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(spaces, core, spaces).map(([before, text, after]) => before + text + after);

/** Text whose length is around `limit` (in pieces, each one or two UTF-16 units), padded with spaces. */
const around = (limit: number) =>
  padded(
    fc.oneof(
      fc.integer({ min: Math.max(0, limit - 3), max: limit + 3 }).map((n) => 'x'.repeat(n)),
      fc
        .integer({ min: Math.max(0, limit - 3), max: limit + 2 })
        .chain((n) => fc.tuple(fc.constant('x'.repeat(n)), textOf(0, 3)))
        .map(([base, tail]) => base + tail),
    ),
  );
const freeText = (min: number, max: number) => fc.oneof(padded(textOf(0, 12)), around(min), around(max));

const domain = fc.constantFrom('example.com', 'shop.co.th', 'b.c', 'x.io', 'ตัวอย่าง.ไทย', 'example', 'a-b.vn');
const local = fc.oneof(
  fc.constantFrom('seller', 'a.b+c', 'somchai_j', '.a', 'a..b', 'a b', 'ü', '', 'x'),
  textOf(1, 6),
);
/** Plausible and broken addresses, and addresses of 250–260 characters around the 254 limit. */
const email = fc.oneof(
  padded(fc.tuple(local, fc.constantFrom('@', '@@', ''), domain).map(([a, at, d]) => a + at + d)),
  fc
    .integer({ min: 248, max: 262 })
    .map((length) => `${'a'.repeat(length - '@example.com'.length)}@example.com`),
  fc.integer({ min: 250, max: 260 }).map((length) => `a@${'b'.repeat(length - 6)}.com`),
  padded(textOf(0, 8)),
);

/** 6–34 pieces: the 7/8 and 32/33 boundaries in characters, with astral characters and lone surrogates. */
const password = fc.oneof(
  fc.integer({ min: 6, max: 34 }).chain((n) => textOf(n, n)),
  fc
    .tuple(fc.constantFrom(7, 8, 31, 32, 33), fc.constantFrom('😀', '中', 'a', '๑', '1'), textOf(1, 2))
    .map(([n, fill, mix]) => fill.repeat(Math.max(0, n - 2)) + mix + (fill === '1' ? 'a' : '1')),
  fc.constantFrom('mango2026', 'มะม่วง๒๐๒๖', 'ｐａｓｓ１２３４', '密码密码密码密码', '12345678', ''),
);

const digit = fc.constantFrom('0', '4', '9', '๑', '๒', '１', '٣', 'a', ' ');
const code = fc.oneof(
  padded(
    fc.array(fc.constantFrom('0', '1', '7', '9'), { minLength: 5, maxLength: 7 }).map((d) => d.join('')),
  ),
  padded(fc.array(digit, { minLength: 4, maxLength: 8 }).map((d) => d.join(''))),
);
const captcha = fc.oneof(padded(textOf(0, 10)), around(8));

// ---- the forms and the API ------------------------------------------------------------------------

const accepts = async (schema: z.ZodType, value: unknown) => (await schema.safeParseAsync(value)).success;
const captchaAnswer = { captchaId: '1f6e3b2a-4c5d-4e6f-8a9b-0c1d2e3f4a5b', picVerificationCode: 'k7QZ' };

const registerValues = {
  channel: 'email',
  email: 'seller@example.com',
  captcha: '',
  password: 'mango2026',
  code: '482913',
  accessCode: '',
  invitationCode: '',
  agree: true,
};
const registerBody = {
  account: 'seller@example.com',
  password: encodePassword('mango2026'),
  verifyCode: '482913',
};
const now = () => Date.parse('2030-03-04T02:00:00Z');
const trainingValues = {
  name: 'Somchai',
  email: 'somchai@example.com',
  phone: phoneValue('TH', '0812345678'),
  country: 'TH',
  date: '2030-03-10',
  timeSlot: '09:00',
  marketplace: 'shopee',
  trainingLanguage: 'th',
  storeName: '',
  remark: '',
};
const trainingBody = {
  ...trainingValues,
  phone: undefined,
  phonePrefix: '66',
  phoneNumber: '812345678',
};
const partnerValues = {
  companyName: 'Siam Logistics',
  contactName: 'Mai',
  jobTitle: '',
  email: 'mai@example.com',
  phone: '',
  country: 'TH',
  website: '',
  partnerType: 'logistics',
  sellersServed: '51-500',
  message: 'We deliver across Thailand.',
  consent: true,
};

/** The API's check of a new password: it decodes the transport encoding, then applies the rule. */
function apiTakesPassword(password: string): boolean {
  try {
    const decoded = decodePassword(encodePassword(password));
    return decoded !== null && isStrongPassword(decoded);
  } catch {
    // The encoding refuses what is not text (a lone surrogate).
    return false;
  }
}

/** Checks that the form and the API agree on every generated value of one field. */
function agree<T>(
  values: fc.Arbitrary<T>,
  form: (value: T) => Promise<boolean> | boolean,
  api: (value: T) => boolean,
) {
  return fc.assert(
    fc.asyncProperty(values, async (value) => {
      expect(await form(value), JSON.stringify(value)).toBe(api(value));
    }),
    RUNS,
  );
}

describe('the forms and the API accept the same values', { timeout: 60_000 }, () => {
  it('e-mail: sign-up, log-in, reset, training and partner forms', async () => {
    const api = (v: string) => sendEmailCodeRequest.safeParse({ email: v, ...captchaAnswer }).success;
    await agree(email, (v) => accepts(registerSchema, { ...registerValues, email: v }), api);
    await agree(
      email,
      (v) => accepts(loginSchema(false), { channel: 'email', email: v, password: 'x', captcha: '' }),
      api,
    );
    await agree(
      email,
      (v) => accepts(accountStepSchema('email'), { channel: 'email', email: v, captcha: 'k7QZ' }),
      (v) => forgetByEmailRequest.safeParse({ email: v, verifyCode: '482913', password: 'S0' }).success,
    );
    await agree(
      email,
      (v) => accepts(trainingSchema(now), { ...trainingValues, email: v }),
      (v) => trainingRequest.safeParse({ ...trainingBody, email: v }).success,
    );
    await agree(
      email,
      (v) => accepts(partnerApplicationSchema, { ...partnerValues, email: v }),
      (v) => partnerApplicationRequest.safeParse({ ...partnerValues, email: v }).success,
    );
  });

  it('new password: sign-up and reset', async () => {
    await agree(
      password,
      (v) => accepts(registerSchema, { ...registerValues, password: v }),
      apiTakesPassword,
    );
    await agree(
      password,
      (v) => accepts(codeStepSchema, { code: '482913', password: v, captcha: '' }),
      apiTakesPassword,
    );
  });

  it('verification code: sign-up and reset', async () => {
    await agree(
      code,
      (v) => accepts(registerSchema, { ...registerValues, code: v }),
      (v) => registerRequest.safeParse({ ...registerBody, verifyCode: v }).success,
    );
    await agree(
      code,
      (v) => accepts(codeStepSchema, { code: v, password: 'mango2026', captcha: '' }),
      (v) =>
        forgetByEmailRequest.safeParse({ email: 'a@example.com', verifyCode: v, password: 'S0' }).success,
    );
  });

  it('picture answer: sending a code, reset and log-in after failures', async () => {
    const api = (v: string) =>
      sendEmailCodeRequest.safeParse({ email: 'a@example.com', ...captchaAnswer, picVerificationCode: v })
        .success;
    await agree(captcha, (v) => accepts(sendCodeSchema, { ...registerValues, captcha: v }), api);
    await agree(
      captcha,
      (v) => accepts(accountStepSchema('email'), { channel: 'email', email: 'a@example.com', captcha: v }),
      api,
    );
    await agree(
      captcha,
      (v) =>
        accepts(loginSchema(true), { channel: 'email', email: 'a@example.com', password: 'x', captcha: v }),
      (v) =>
        loginRequest.safeParse({
          account: 'a@example.com',
          password: 'S0',
          ...captchaAnswer,
          picVerificationCode: v,
        }).success,
    );
  });

  it('free text: sign-up codes, store name, training, feedback and partner fields', async () => {
    const cases: (readonly [
      fc.Arbitrary<string>,
      (v: string) => Promise<boolean>,
      (v: string) => boolean,
    ])[] = [
      [
        freeText(1, 64),
        (v) => accepts(registerSchema, { ...registerValues, accessCode: v }),
        (v) => registerRequest.safeParse({ ...registerBody, accessCode: v }).success,
      ],
      [
        freeText(1, 64),
        (v) => accepts(registerSchema, { ...registerValues, invitationCode: v }),
        (v) => registerRequest.safeParse({ ...registerBody, invitationCode: v }).success,
      ],
      [
        freeText(1, 120),
        (v) =>
          accepts(registerNextSchema, { storeName: v, marketplaces: ['shopee'], monthlyOrders: 'under100' }),
        (v) =>
          registerProfileRequest.safeParse({
            storeName: v,
            marketplaces: ['shopee'],
            monthlyOrders: 'under100',
          }).success,
      ],
      ...(['name', 'storeName', 'remark'] as const).map(
        (key) =>
          [
            freeText(1, { name: 80, storeName: 120, remark: 1000 }[key]),
            (v: string) => accepts(trainingSchema(now), { ...trainingValues, [key]: v }),
            (v: string) => trainingRequest.safeParse({ ...trainingBody, [key]: v }).success,
          ] as const,
      ),
      [
        freeText(5, 2000),
        (v) => accepts(feedbackSchema, { type: 'problem', content: v, contact: '' }),
        (v) => feedbackRequest.safeParse({ type: 'problem', content: v }).success,
      ],
      [
        freeText(1, 254),
        (v) => accepts(feedbackSchema, { type: 'problem', content: 'It works.', contact: v }),
        (v) => feedbackRequest.safeParse({ type: 'problem', content: 'It works.', contact: v }).success,
      ],
      ...(
        [
          ['companyName', 1, 120],
          ['contactName', 1, 80],
          ['jobTitle', 1, 80],
          ['message', 10, 2000],
        ] as const
      ).map(
        ([key, min, max]) =>
          [
            freeText(min, max),
            (v: string) => accepts(partnerApplicationSchema, { ...partnerValues, [key]: v }),
            (v: string) => partnerApplicationRequest.safeParse({ ...partnerValues, [key]: v }).success,
          ] as const,
      ),
    ];
    for (const [values, form, api] of cases) await agree(values, form, api);
  });

  it('partner phone and website (the form adds https:// to a bare address, as it sends it)', async () => {
    const phone = fc.oneof(
      padded(
        fc
          .array(fc.constantFrom('1', '6', '8', '๘', '１', ' ', '-', '(', ')', '+', 'x'), { maxLength: 20 })
          .map((p) => p.join('')),
      ),
      around(32).map((v) => v.replace(/x/g, '1')),
    );
    await agree(
      phone,
      (v) => accepts(partnerApplicationSchema, { ...partnerValues, phone: v }),
      (v) => partnerApplicationRequest.safeParse({ ...partnerValues, phone: v }).success,
    );
    const website = fc.oneof(
      padded(
        fc
          .tuple(
            fc.constantFrom('', 'https://', 'http://', 'ftp://', 'www.'),
            domain,
            fc.constantFrom('', '/shop', '/ก'),
          )
          .map(([scheme, host, path]) => scheme + host + path),
      ),
      fc.integer({ min: 2030, max: 2050 }).map((n) => `shop.example.com/${'p'.repeat(n - 17)}`),
      padded(textOf(0, 6)),
    );
    await agree(
      website,
      (v) => accepts(partnerApplicationSchema, { ...partnerValues, website: v }),
      (v) => partnerApplicationRequest.safeParse({ ...partnerValues, website: withScheme(v) }).success,
    );
  });

  it('date: the training form’s calendar date and the API’s', async () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const date = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
      fc.constantFrom(
        '2030-02-29',
        '2032-02-29',
        '2000-02-29',
        '1900-02-29',
        '2030-3-1',
        '10/03/2030',
        ' 2030-03-10',
      ),
      fc.constantFrom('２０３０-０３-１０', '๒๕๗๓-๐๓-๑๐', ''),
    );
    // The booking window is the page's own rule; the calendar date is the shared one.
    await agree(
      date,
      (v) => accepts(isoDateSchema, v),
      (v) => trainingRequest.shape.date.safeParse(v).success,
    );
  });

  it('phone: what a form takes, the API takes (the form also checks the number exists in its country)', async () => {
    const countries = fc.constantFrom('TH', 'VN', 'ID', 'MY', 'CN', 'US', 'SG');
    const typed = fc.oneof(
      fc
        .array(fc.constantFrom('0', '8', '1', '2', '9', '๘', '１', ' ', '-'), { maxLength: 16 })
        .map((d) => d.join('')),
      fc.constantFrom('0812345678', '912345678', '81234567890', '123456789', '0'.repeat(15), '1'.repeat(15)),
    );
    const phone = fc.oneof(
      fc.tuple(countries, typed).map(([country, digits]) => phoneValue(country, digits)),
      // Values no field would make, to see the contract's shape refuse them too.
      fc
        .tuple(countries, fc.constantFrom('0', '66a', '+66', ''), typed)
        .map(([country, dialCode, nationalNumber]) => ({
          ...phoneValue(country, ''),
          dialCode,
          nationalNumber,
        })),
    );
    const api = (v: { dialCode: string; nationalNumber: string }) =>
      sendPhoneCodeRequest.safeParse({
        phonePrefix: v.dialCode,
        phoneNumber: v.nationalNumber,
        ...captchaAnswer,
      }).success &&
      trainingRequest.safeParse({ ...trainingBody, phonePrefix: v.dialCode, phoneNumber: v.nationalNumber })
        .success;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(phone, async (value) => {
        const account = await accepts(accountPhoneSchema, value);
        const training = await accepts(trainingSchema(now), { ...trainingValues, phone: value });
        // The training form and the account forms apply the same phone rule.
        expect(training).toBe(account);
        if (account) accepted += 1;
        // Taken by the form ⇒ taken by the API (the API does not know which numbers exist).
        if (account) expect(api(value), JSON.stringify(value)).toBe(true);
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

// ---- the checklist --------------------------------------------------------------------------------

function NewPassword({ value }: { value: string }) {
  const form = useForm({ defaultValues: { password: value } });
  return (
    <Form form={form} onSubmit={() => {}} translate={useFormTranslate()}>
      <VisitorPasswordField purpose="new" />
    </Form>
  );
}

describe('the password checklist', () => {
  afterEach(cleanup);

  it('is all ticked exactly when the API takes the password', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(password, (value) => {
        const view = render(
          // Only the ticks are read here; the page tests show the lines' texts.
          <IntlProvider locale="en-US" messages={{}} onError={() => {}}>
            <NewPassword value={value} />
          </IntlProvider>,
        );
        const lines = [...view.container.querySelectorAll('[data-met]')];
        expect(lines.map((line) => line.getAttribute('data-check'))).toEqual(['length', 'letter', 'digit']);
        const ticked = lines.every((line) => line.getAttribute('data-met') === 'true');
        expect(ticked, JSON.stringify(value)).toBe(apiTakesPassword(value));
        view.unmount();
      }),
      { numRuns: 100 },
    );
  });
});
