// The Tokens page's tables and swatches (docs/Tokens.mdx), drawn from token-source.ts.
import type * as React from 'react';
import themeCss from '../src/tokens/tailwind-theme.css?raw';
import { PHONE_MAX_SIDE } from '../src/tokens/tokens';
import tokensCss from '../src/tokens/tokens.css?raw';
import { common } from './sample-text';
import { tokenDocs } from './token-source';

export const tokens = tokenDocs(tokensCss, themeCss);
const { breakpoints, colorRoles, dock, fonts, layers, motion, palette, radii, shadows, spacing, typeScale } =
  tokens;

const cell = 'border-b border-border px-3 py-2 text-start align-top';
const code = 'font-mono text-xs';

function Table({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <table className="sb-unstyled my-4 w-full border-collapse text-sm">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} className={`${cell} font-semibold`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

// Decorative: the value is written next to it.
const Swatch = ({ color }: { color: string }) => (
  <span
    aria-hidden="true"
    className="inline-block size-6 shrink-0 rounded-sm align-middle ring-1 ring-border"
    style={{ background: color }}
  />
);

/** Each colour role: variable, value, the colour used on it, their contrast and the utility. */
export function ColorRoles() {
  return (
    <Table head={['role', 'value', 'on it', 'contrast', 'Tailwind']}>
      {colorRoles.map((c) => {
        const needed = c.pair.kind === 'text' ? 4.5 : 3;
        return (
          <tr key={c.role}>
            <td className={cell}>
              <span
                className="inline-flex min-w-28 items-center justify-center rounded-md px-3 py-1.5 font-semibold"
                style={{ background: `var(${c.cssVar})`, color: `var(${c.pair.cssVar})` }}
              >
                {c.role}
              </span>
              <div className={`${code} mt-1`}>{c.cssVar}</div>
            </td>
            <td className={cell}>
              <Swatch color={c.hex} /> <span className={code}>{c.hex}</span>
            </td>
            <td className={cell}>
              <Swatch color={c.pair.hex} /> <span className={code}>{c.pair.hex}</span>
              <div className={code}>{c.pair.cssVar}</div>
            </td>
            <td className={cell}>
              {c.contrast.toFixed(2)}:1{' '}
              <span className="text-muted-foreground">
                ({c.pair.kind === 'text' ? 'text' : 'against the page'}, needs {needed}:1)
              </span>
            </td>
            <td className={`${cell} ${code}`}>{c.utility}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The raw palette the roles point at. */
export function Palette() {
  return (
    <div className="my-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {palette.map((p) => (
        <div key={p.name} className="flex items-center gap-2">
          <Swatch color={p.hex} />
          <span>
            <span className={`${code} block`}>{p.name}</span>
            <span className={code}>{p.hex}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

const scripts = [
  { lang: 'en', label: 'Latin', text: common.title.en_US },
  { lang: 'th', label: 'Thai', text: common.title.th },
  { lang: 'zh', label: 'Chinese', text: common.title.zh_CN },
] as const;

/** Every text size in Latin, Thai and Chinese, with the line height each script gets. */
export function TypeScale() {
  return (
    <div className="my-4">
      <Table head={['font', 'stack']}>
        {fonts.map((f) => (
          <tr key={f.cssVar}>
            <td className={`${cell} ${code}`}>
              {f.utility}
              <div>{f.cssVar}</div>
            </td>
            <td className={`${cell} ${code}`}>{f.stack}</td>
          </tr>
        ))}
      </Table>
      <Table head={['size', ...scripts.map((s) => s.label)]}>
        {typeScale.map((t) => (
          <tr key={t.utility}>
            <td className={`${cell} ${code} whitespace-nowrap`}>
              {t.utility}
              <div>{t.size}</div>
              <div>{t.leadingVar}</div>
            </td>
            {scripts.map((s) => (
              <td key={s.lang} className={cell}>
                <p lang={s.lang} className={`${t.utility} m-0`}>
                  {s.text}
                </p>
                <span className={`${code} text-muted-foreground`}>
                  line height {s.lang === 'en' ? t.leading.default : t.leading[s.lang]}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}

// Steps the components use; each is the unit times the step.
const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24];

/** The spacing unit and the steps built from it, as bars. */
export function SpacingScale() {
  return (
    <div className="my-4 flex flex-col gap-2">
      <p className="m-0 text-sm">
        Unit <code>{spacing.cssVar}</code> = <code>{spacing.unit}</code>, Tailwind's{' '}
        <code>{spacing.utilityVar}</code>: a utility's number is that many units.
      </p>
      {SPACING_STEPS.map((n) => (
        <div key={n} className="flex items-center gap-3">
          <span className={`${code} w-36 shrink-0`}>
            p-{n} = {n} × {spacing.unit}
          </span>
          <span
            className="h-4 rounded-sm bg-primary"
            style={{ width: `calc(var(${spacing.cssVar}) * ${n})` }}
          />
        </div>
      ))}
    </div>
  );
}

export function Radii() {
  return (
    <div className="my-4 flex flex-wrap gap-6">
      {radii.map((r) => (
        <div key={r.cssVar} className="flex flex-col items-center gap-2">
          <div
            className="size-20 border-2 border-primary bg-primary-subtle"
            style={{ borderRadius: `var(${r.cssVar})` }}
          />
          <span className={code}>{r.utility}</span>
          <span className={code}>
            {r.cssVar}: {r.value}
          </span>
        </div>
      ))}
    </div>
  );
}

export function Shadows() {
  return (
    <div className="my-4 grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-6 bg-surface p-6">
      {shadows.map((s) => (
        <div
          key={s.cssVar}
          className="rounded-lg bg-background p-4"
          style={{ boxShadow: `var(${s.cssVar})` }}
        >
          <div className="font-semibold">{s.utility}</div>
          <div className={code}>{s.cssVar}</div>
          <div className={`${code} mt-2 text-muted-foreground`}>{s.value}</div>
        </div>
      ))}
    </div>
  );
}

/** Stacking layers (from the preset), motion, breakpoints and the dock's room. */
export function OtherTokens() {
  return (
    <>
      <h3>Layers</h3>
      <Table head={['layer', 'value', 'Tailwind (preset)']}>
        {layers.map((l) => (
          <tr key={l.cssVar}>
            <td className={`${cell} ${code}`}>{l.cssVar}</td>
            <td className={cell}>{l.value}</td>
            <td className={`${cell} ${code}`}>{l.utility}</td>
          </tr>
        ))}
      </Table>
      <h3>Motion</h3>
      <Table head={['token', 'value', 'reduced motion', 'Tailwind']}>
        {motion.map((m) => (
          <tr key={m.cssVar}>
            <td className={`${cell} ${code}`}>{m.cssVar}</td>
            <td className={`${cell} ${code}`}>{m.value}</td>
            <td className={`${cell} ${code}`}>{m.reduced ?? '—'}</td>
            <td className={`${cell} ${code}`}>{m.utility}</td>
          </tr>
        ))}
      </Table>
      <h3>Breakpoints</h3>
      <Table head={['token', 'value', 'Tailwind']}>
        {breakpoints.map((b) => (
          <tr key={b.cssVar}>
            <td className={`${cell} ${code}`}>{b.cssVar}</td>
            <td className={`${cell} ${code}`}>
              {b.value} ({b.px}px)
            </td>
            <td className={`${cell} ${code}`}>{b.utility}</td>
          </tr>
        ))}
        <tr>
          <td className={`${cell} ${code}`}>PHONE_MAX_SIDE (tokens.ts)</td>
          <td className={`${cell} ${code}`}>smaller viewport side ≤ {PHONE_MAX_SIDE}px</td>
          <td className={`${cell} ${code}`}>phone:</td>
        </tr>
      </Table>
      <h3>Dock</h3>
      <Table head={['token', 'value', 'while a dock is on the page']}>
        {dock.map((d) => (
          <tr key={d.cssVar}>
            <td className={`${cell} ${code}`}>{d.cssVar}</td>
            <td className={`${cell} ${code}`}>{d.value}</td>
            <td className={`${cell} ${code}`}>{d.withDock ?? '—'}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
