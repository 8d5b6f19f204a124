import { z } from 'zod';
import {
  captchaAnswerSchema,
  captchaIdSchema,
  EMAIL_MAX,
  emailSchema,
  encodedPasswordSchema,
  MARKETPLACES,
  MONTHLY_ORDER_BANDS,
  optionalText,
  phoneNumberSchema,
  phonePrefixSchema,
  requiredTextField,
  TEXT_MAX,
  verifyCodeSchema,
} from './fields.ts';
import { languageSchema } from './language-schema.ts';

/** Session cookies: the HttpOnly session and the non-secret marker the site's navigation rule reads. */
export const SESSION_COOKIE = 'sw_session';
export const LOGIN_TOKEN_COOKIE = 'sw_login_token';

const captcha = { captchaId: captchaIdSchema, picVerificationCode: captchaAnswerSchema };
/** The bot-challenge widget's token on the calls it guards (routes.ts `botCheck`); checked only where configured. */
const botCheck = { turnstileToken: optionalText(2048) };

/** GET /api/v2/genVerifyCode.json — a picture captcha; the answer goes with captchaId to the next call. */
export const captchaResponse = z.object({ captchaId: z.uuid(), image: z.string(), expiresIn: z.number() });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** POST /api/v2/email/sendVerifyCode.json (form). purpose register (default) or forget. */
export const sendEmailCodeRequest = z.object({
  email: emailSchema,
  purpose: z.enum(['register', 'forget']).default('register'),
  ...captcha,
});
/** GET /api/v2/user/sendRegPhoneCode.json (query) and POST /api/v3/auth/sendRegPhoneCode.json (body). */
export const sendPhoneCodeRequest = z.object({
  phoneNumber: phoneNumberSchema,
  phonePrefix: phonePrefixSchema,
  ...captcha,
});
/** Every code send answers the same, whether or not the account exists. */
export const sendCodeResponse = z.object({ cooldown: z.number().int(), expiresIn: z.number().int() });
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

/**
 * POST /api/v2/user/regsub.json (form) and /api/v3/auth/regsub.json (JSON or form).
 * account is an e-mail address, or a phone number when phoneAccountCode (its dial code) is given.
 */
export const registerRequest = z.object({
  account: z.string().trim().min(1).max(EMAIL_MAX),
  phoneAccountCode: phonePrefixSchema.optional(),
  password: encodedPasswordSchema,
  verifyCode: verifyCodeSchema,
  accessCode: optionalText(TEXT_MAX.signUpCode),
  invitationCode: optionalText(TEXT_MAX.signUpCode),
  ...botCheck,
  /** As the spec's tracking rule: '=' stripped, then a number; anything else is ignored, never an error. */
  sourceChannelId: z
    .unknown()
    .transform((v) => {
      const n = Number(String(v ?? '').replace(/=/g, ''));
      return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    })
    .optional(),
  lang: languageSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** POST /api/v3/auth/loginsub.json. The captcha fields become required after 3 failures. */
export const loginRequest = z.object({
  account: z.string().trim().min(1).max(EMAIL_MAX),
  phoneAccountCode: phonePrefixSchema.optional(),
  password: encodedPasswordSchema,
  captchaId: captchaIdSchema.optional(),
  picVerificationCode: captchaAnswerSchema.optional(),
  ...botCheck,
});
export type LoginRequest = z.input<typeof loginRequest>;

export const sessionResponse = z.object({ account: z.string(), redirect: z.string() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** GET /api/v1/isLogin.json */
/**
 * userId and parentId: the analytics identity of spec §3 (user_id, parent_id), present when signed in;
 * parentId only for an account that belongs to a parent account (none in the reference API).
 */
export const isLoginResponse = z.object({
  isLogin: z.boolean(),
  account: z.string().nullable(),
  userId: z.string().optional(),
  parentId: z.string().optional(),
});
export type IsLoginResponse = z.infer<typeof isLoginResponse>;

/** POST /api/v2/email/forget.json (form). */
export const forgetByEmailRequest = z.object({
  email: emailSchema,
  verifyCode: verifyCodeSchema,
  password: encodedPasswordSchema,
  ...botCheck,
});
/** POST /api/v3/auth/forgetPwdSendPoneCode.json */
export const forgetPhoneCodeRequest = sendPhoneCodeRequest;
/** POST /api/v3/auth/forgetPwdSubmit.json */
export const forgetByPhoneRequest = z.object({
  phoneNumber: phoneNumberSchema,
  phonePrefix: phonePrefixSchema,
  verifyCode: verifyCodeSchema,
  password: encodedPasswordSchema,
  ...botCheck,
});

/**
 * POST /api/v3/auth/encryptTencentCaptcha.json: what the captcha service gave the browser (its ticket
 * and random string), checked with the service. Passed, the answer is a one-use captcha pass that the
 * calls taking a picture answer accept in its place; `picture` when the API has no captcha service (or it
 * cannot be reached), and the form falls back to the picture captcha.
 */
export const tencentCaptchaRequest = z.object({
  ticket: optionalText(2048),
  randstr: optionalText(256),
});
export const tencentCaptchaResponse = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('picture'), enabled: z.literal(false) }),
  z.object({
    provider: z.literal('service'),
    enabled: z.literal(true),
    captchaId: captchaIdSchema,
    picVerificationCode: captchaAnswerSchema,
  }),
]);
export type CaptchaServiceResponse = z.infer<typeof tencentCaptchaResponse>;

/** GET /api/v3/auth/defaultPhoneCode.json and /api/v1/appointment/train/getNotLoggedDefaultCountry.json */
export const countrySchema = z.object({
  country: z.string(),
  name: z.string(),
  dialCode: z.string(),
  currency: z.string(),
});
export const defaultPhoneCodeResponse = z.object({ country: z.string(), phonePrefix: z.string() });
export const defaultCountryResponse = z.object({ country: z.string(), countries: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;

/**
 * POST /api/v3/auth/registerNext.json (signed in; not in the spec's table): the step after sign-up asks
 * what lets onboarding start on the seller's own data — the store, where it sells and its order volume.
 */
export const registerProfileRequest = z.object({
  storeName: requiredTextField(TEXT_MAX.storeName),
  marketplaces: z.array(z.enum(MARKETPLACES)).min(1).max(MARKETPLACES.length),
  monthlyOrders: z.enum(MONTHLY_ORDER_BANDS),
});
export type RegisterProfileRequest = z.input<typeof registerProfileRequest>;
export const registerProfileResponse = z.object({ account: z.string() });

/** POST /api/v3/auth/logout.json (not in the spec's table): ends the session; data is null. */
export const logoutResponse = z.null();
