import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Colours of the drawing; CSS variables by default, hex values when the SVG is used as an image file. */
export type IllustrationPalette = {
  page: string;
  panel: string;
  line: string;
  text: string;
  muted: string;
  primary: string;
  primarySoft: string;
  accent: string;
  success: string;
};

export const TOKEN_PALETTE: IllustrationPalette = {
  page: 'var(--surface)',
  panel: 'var(--background)',
  line: 'var(--border)',
  text: 'var(--foreground)',
  muted: 'var(--sw-gray-300)',
  primary: 'var(--primary)',
  primarySoft: 'var(--primary-subtle)',
  accent: 'var(--accent)',
  success: 'var(--success)',
};

export const HEX_PALETTE: IllustrationPalette = {
  page: '#f7f8fa',
  panel: '#ffffff',
  line: '#e3e6eb',
  text: '#111827',
  muted: '#cfd4dc',
  primary: '#1f4fd1',
  primarySoft: '#dbe5ff',
  accent: '#c2410c',
  success: '#15803d',
};

export type DashboardIllustrationProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** desktop: a wide seller dashboard; phone: the same data on a narrow app screen. */
  variant?: 'desktop' | 'phone';
  /** Accessible description; without it the drawing is decorative. */
  label?: string;
  palette?: IllustrationPalette;
  /** Heights of the sales bars (0–1), so each story or page can show its own trend. */
  bars?: number[];
};

/** Order rows in the list: four on the phone screen, seven beside the tall desktop chart. */
const rowsOf = (phone: boolean) => Array.from({ length: phone ? 4 : 7 }, (_, i) => i);

const defaultBars = [0.42, 0.55, 0.48, 0.7, 0.62, 0.84, 0.76, 0.95];

/** A made-up dashboard built from shapes: no screenshot, no real data, crisp at any size. */
export function DashboardIllustration({
  variant = 'desktop',
  label,
  palette: c = TOKEN_PALETTE,
  bars = defaultBars,
  className,
  ...props
}: DashboardIllustrationProps) {
  const phone = variant === 'phone';
  const w = phone ? 360 : 960;
  const h = phone ? 720 : 600;
  const content = phone ? 20 : 220;
  const cw = w - content - 20;
  const kpis = phone ? 2 : 4;
  const kpiW = (cw - (kpis - 1) * 16) / kpis;
  const chartY = phone ? 200 : 190;
  // The chart and the order list fill the rest of the screen, so the drawing has no empty floor.
  const chartH = phone ? 220 : h - chartY - 24;
  const chartW = phone ? cw : cw * 0.62;
  const barW = (chartW - 48) / bars.length;
  const listX = phone ? content : content + chartW + 16;
  const listY = phone ? chartY + chartH + 16 : chartY;
  const listW = phone ? cw : cw - chartW - 16;
  return (
    <svg
      data-slot="dashboard-illustration"
      data-variant={variant}
      viewBox={`0 0 ${w} ${h}`}
      className={cn('h-auto w-full', className)}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      {label ? <title>{label}</title> : null}
      <rect width={w} height={h} fill={c.page} />
      {phone ? (
        <rect x="0" y="0" width={w} height="64" fill={c.primary} />
      ) : (
        <g>
          <rect x="0" y="0" width="200" height={h} fill={c.panel} />
          <rect x="200" y="0" width="1" height={h} fill={c.line} />
          <rect x="24" y="24" width="32" height="32" rx="8" fill={c.primary} />
          <rect x="66" y="34" width="90" height="12" rx="6" fill={c.text} opacity="0.85" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <g key={i}>
              <rect
                x="16"
                y={96 + i * 44}
                width="168"
                height="36"
                rx="8"
                fill={i === 0 ? c.primarySoft : c.panel}
              />
              <rect
                x="30"
                y={108 + i * 44}
                width="12"
                height="12"
                rx="3"
                fill={i === 0 ? c.primary : c.muted}
              />
              <rect
                x="52"
                y={110 + i * 44}
                width={[84, 64, 96, 72, 58, 80][i]}
                height="8"
                rx="4"
                fill={i === 0 ? c.primary : c.muted}
              />
            </g>
          ))}
        </g>
      )}
      {phone ? (
        <g>
          <rect x="20" y="24" width="120" height="14" rx="7" fill={c.panel} opacity="0.9" />
          <circle cx={w - 36} cy="31" r="12" fill={c.panel} opacity="0.9" />
        </g>
      ) : (
        <g>
          <rect x={content} y="28" width="220" height="18" rx="9" fill={c.text} opacity="0.85" />
          <rect x={w - 160} y="20" width="140" height="36" rx="8" fill={c.primary} />
          <rect x={w - 136} y="34" width="92" height="8" rx="4" fill={c.panel} />
        </g>
      )}
      {Array.from({ length: kpis }, (_, i) => {
        const x = content + i * (kpiW + 16);
        const y = phone ? 84 : 76;
        return (
          <g key={i}>
            <rect x={x} y={y} width={kpiW} height="96" rx="12" fill={c.panel} stroke={c.line} />
            <rect x={x + 16} y={y + 18} width={kpiW * 0.45} height="8" rx="4" fill={c.muted} />
            <rect
              x={x + 16}
              y={y + 40}
              width={kpiW * 0.6}
              height="20"
              rx="6"
              fill={[c.text, c.primary, c.accent, c.success][i % 4]}
              opacity={i === 0 ? 0.85 : 1}
            />
            <rect x={x + 16} y={y + 72} width={kpiW * 0.3} height="8" rx="4" fill={c.success} opacity="0.6" />
          </g>
        );
      })}
      <g>
        <rect x={content} y={chartY} width={chartW} height={chartH} rx="12" fill={c.panel} stroke={c.line} />
        <rect x={content + 20} y={chartY + 20} width="120" height="10" rx="5" fill={c.text} opacity="0.8" />
        {[0, 1, 2, 3].map((i) => (
          <rect
            key={i}
            x={content + 20}
            y={chartY + 60 + i * 40}
            width={chartW - 40}
            height="1"
            fill={c.line}
          />
        ))}
        {bars.map((value, i) => {
          const bh = value * (chartH - 90);
          return (
            <rect
              key={i}
              x={content + 24 + i * barW + barW * 0.2}
              y={chartY + chartH - 20 - bh}
              width={barW * 0.6}
              height={bh}
              rx="4"
              fill={i === bars.length - 1 ? c.primary : c.primarySoft}
            />
          );
        })}
        <polyline
          fill="none"
          stroke={c.accent}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          points={bars
            .map((value, i) => {
              const x = content + 24 + i * barW + barW / 2;
              const y = chartY + chartH - 30 - value * (chartH - 100);
              return `${x},${y}`;
            })
            .join(' ')}
        />
      </g>
      <g>
        <rect
          x={listX}
          y={listY}
          width={listW}
          height={phone ? h - listY - 20 : chartH}
          rx="12"
          fill={c.panel}
          stroke={c.line}
        />
        <rect x={listX + 20} y={listY + 20} width="90" height="10" rx="5" fill={c.text} opacity="0.8" />
        {rowsOf(phone).map((i) => (
          <g key={i}>
            <rect
              x={listX + 20}
              y={listY + 48 + i * 42}
              width="28"
              height="28"
              rx="6"
              fill={[c.accent, c.primary, c.success, c.text][i % 4]}
              opacity="0.9"
            />
            <rect
              x={listX + 58}
              y={listY + 52 + i * 42}
              width={listW * 0.35}
              height="8"
              rx="4"
              fill={c.muted}
            />
            <rect
              x={listX + 58}
              y={listY + 66 + i * 42}
              width={listW * 0.2}
              height="6"
              rx="3"
              fill={c.line}
            />
            <rect
              x={listX + listW - 70}
              y={listY + 54 + i * 42}
              width="50"
              height="16"
              rx="8"
              fill={i % 3 === 2 ? c.primarySoft : c.success}
              opacity={i % 3 === 2 ? 1 : 0.2}
            />
          </g>
        ))}
      </g>
    </svg>
  );
}
