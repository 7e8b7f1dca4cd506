import { useId } from 'react';

/**
 * One drawn illustration per store category (no photos can be fetched): panels in their cell
 * colours, a wall-mounted inverter, a battery pack and a kit. Small inline SVG, no requests.
 */
export type ArtKind =
  | 'small'
  | 'poly'
  | 'mono'
  | 'bifacial'
  | 'flexible'
  | 'inverter1'
  | 'inverter3'
  | 'battery'
  | 'combo';

export function artKindOf(category: string): ArtKind {
  const c = category.toLowerCase();
  if (c.includes('small')) return 'small';
  if (c.includes('poly')) return 'poly';
  if (c.includes('bifacial')) return 'bifacial';
  if (c.includes('flexible')) return 'flexible';
  if (c.includes('three phase') || c.includes('3-phase')) return 'inverter3';
  if (c.includes('inverter')) return 'inverter1';
  if (c.includes('batter')) return 'battery';
  if (c.includes('combo')) return 'combo';
  return 'mono';
}

const CELL_COLOURS: Record<'small' | 'poly' | 'mono' | 'bifacial' | 'flexible', [string, string]> =
  {
    small: ['#1e3a5f', '#2f5d8a'],
    poly: ['#1f4f8f', '#3b78c2'],
    mono: ['#111827', '#273449'],
    bifacial: ['#0f2a3d', '#1f4e6b'],
    flexible: ['#1a2433', '#34465e'],
  };

function Panel({
  kind,
  x,
  y,
  w,
  h,
}: {
  kind: keyof typeof CELL_COLOURS;
  x: number;
  y: number;
  w: number;
  h: number;
}) {
  const [dark, light] = CELL_COLOURS[kind];
  const cols = kind === 'small' ? 3 : 4;
  const rows = kind === 'small' ? 4 : 6;
  // Unique per drawing: a gradient id shared with a hidden SVG would not paint.
  const id = `cell-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx="4"
        fill={kind === 'bifacial' ? '#dfe9f1' : '#c8ced6'}
      />
      <rect x={x + 4} y={y + 4} width={w - 8} height={h - 8} fill={`url(#${id})`} />
      {Array.from({ length: cols - 1 }, (_, i) => (
        <line
          key={`c${i}`}
          x1={x + 4 + ((w - 8) * (i + 1)) / cols}
          y1={y + 4}
          x2={x + 4 + ((w - 8) * (i + 1)) / cols}
          y2={y + h - 4}
          stroke="#9fb3c8"
          strokeOpacity="0.55"
        />
      ))}
      {Array.from({ length: rows - 1 }, (_, i) => (
        <line
          key={`r${i}`}
          x1={x + 4}
          y1={y + 4 + ((h - 8) * (i + 1)) / rows}
          x2={x + w - 4}
          y2={y + 4 + ((h - 8) * (i + 1)) / rows}
          stroke="#9fb3c8"
          strokeOpacity="0.55"
        />
      ))}
      {kind === 'mono' || kind === 'bifacial' ? (
        <line
          x1={x + 4}
          y1={y + h / 2}
          x2={x + w - 4}
          y2={y + h / 2}
          stroke="#e6f7f2"
          strokeOpacity="0.7"
          strokeWidth="1.5"
        />
      ) : null}
      <path
        d={`M${x + 6} ${y + 6} L${x + w * 0.45} ${y + 6} L${x + 6} ${y + h * 0.35} Z`}
        fill="#ffffff"
        opacity="0.12"
      />
    </g>
  );
}

/** A box's grey-edged casing with rounded corners (the inverter, the battery). */
function Casing(props: { x: number; y: number; width: number; height: number; fill: string }) {
  return <rect {...props} rx="10" stroke="#9aa7b3" strokeWidth="2" />;
}

function Inverter({ x, y, phases }: { x: number; y: number; phases: 1 | 3 }) {
  return (
    <g>
      <Casing x={x} y={y} width={84} height={104} fill="#eef2f5" />
      <rect x={x + 14} y={y + 16} width="56" height="28" rx="4" fill="#0b7d5d" />
      <text x={x + 42} y={y + 35} fill="#e6f7f2" fontSize="12" fontWeight="700" textAnchor="middle">
        {phases === 1 ? '1-PH' : '3-PH'}
      </text>
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={x + 26 + i * 16}
          cy={y + 62}
          r="4"
          fill={i === 0 ? '#3dba93' : '#c3ccd4'}
        />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={x + 14 + i * 15} y={y + 82} width="9" height="14" rx="2" fill="#5c6b78" />
      ))}
    </g>
  );
}

function Battery({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <Casing x={x} y={y} width={90} height={110} fill="#f4f6f8" />
      <rect x={x + 12} y={y + 14} width="66" height="16" rx="4" fill="#0b7d5d" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={x + 16}
          y={y + 40 + i * 15}
          width="58"
          height="10"
          rx="3"
          fill={i < 3 ? '#3dba93' : '#d0d7de'}
        />
      ))}
      <path d={`M${x + 48} ${y + 16} l-8 12 h6 l-4 10 l10 -14 h-6 l4 -8 z`} fill="#ffe082" />
    </g>
  );
}

export function ProductArt({ kind, label }: { kind: ArtKind; label: string }) {
  // Decorative when it has no label (the card around it names the product).
  const bg = `art-bg-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 240 160"
      width="100%"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6f7f2" />
          <stop offset="1" stopColor="#fff8e1" />
        </linearGradient>
      </defs>
      <rect width="240" height="160" fill={`url(#${bg})`} />
      <circle cx="206" cy="30" r="16" fill="#ffca28" opacity="0.9" />
      {kind === 'inverter1' || kind === 'inverter3' ? (
        <Inverter x={78} y={28} phases={kind === 'inverter1' ? 1 : 3} />
      ) : kind === 'battery' ? (
        <Battery x={75} y={25} />
      ) : kind === 'combo' ? (
        <g>
          <Panel kind="mono" x={22} y={34} w={70} h={104} />
          <Panel kind="mono" x={98} y={34} w={70} h={104} />
          <g transform="translate(174 62) scale(0.55)">
            <Inverter x={0} y={0} phases={1} />
          </g>
        </g>
      ) : kind === 'flexible' ? (
        <g transform="rotate(-8 120 90)">
          <path d="M40 60 Q120 30 200 60 L200 120 Q120 90 40 120 Z" fill="#c8ced6" />
          <path d="M46 64 Q120 36 194 64 L194 114 Q120 86 46 114 Z" fill="#243447" />
          {[0, 1, 2, 3, 4].map((i) => (
            <line
              key={i}
              x1={60 + i * 28}
              y1={58 - (i === 2 ? 8 : 4)}
              x2={60 + i * 28}
              y2={112 - (i === 2 ? 8 : 4)}
              stroke="#9fb3c8"
              strokeOpacity="0.5"
            />
          ))}
        </g>
      ) : (
        <g>
          <Panel
            kind={kind}
            x={kind === 'small' ? 80 : 70}
            y={kind === 'small' ? 40 : 18}
            w={kind === 'small' ? 80 : 100}
            h={kind === 'small' ? 100 : 128}
          />
          {kind === 'bifacial' ? (
            <ellipse cx="120" cy="152" rx="60" ry="5" fill="#ffca28" opacity="0.35" />
          ) : null}
        </g>
      )}
    </svg>
  );
}
