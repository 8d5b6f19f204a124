/**
 * Page configs are data: every visible text is a reference to a message id, resolved with the page's
 * intl just before rendering. `Localizable<T>` is T with each string allowed to be such a reference.
 */
export type MessageValues = Record<string, string | number>;
export type MessageRef = { $t: string; values?: MessageValues };

export function msg(id: string, values?: MessageValues): MessageRef {
  return values ? { $t: id, values } : { $t: id };
}

export function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && typeof (value as MessageRef).$t === 'string';
}

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

// Only free text (plain `string`) may be a message reference; literal unions such as icon names,
// marketplace ids or tones keep their exact type so the compiler still checks them.
export type Localizable<T> = T extends string
  ? string extends T
    ? string | MessageRef
    : T
  : T extends Primitive
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : T extends readonly (infer U)[]
        ? Localizable<U>[]
        : { [K in keyof T]: Localizable<T[K]> };

export type Translate = (ref: MessageRef) => string;

/** Replaces every message reference in a config by its text (deep; other values kept as they are). */
export function resolveMessages<T>(value: Localizable<T>, translate: Translate): T {
  const walk = (v: unknown): unknown => {
    if (isMessageRef(v)) return translate(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** Every message id a config refers to (for the test that each id exists in the catalogues). */
export function collectMessageIds(value: unknown, out = new Set<string>()): Set<string> {
  if (isMessageRef(value)) out.add(value.$t);
  else if (Array.isArray(value)) for (const v of value) collectMessageIds(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collectMessageIds(v, out);
  return out;
}
