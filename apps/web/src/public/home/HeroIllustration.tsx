/** A house with rooftop panels under the sun: the hero artwork (no external images allowed). */
export function HeroIllustration() {
  const cells = [0, 1, 2, 3];
  return (
    <svg
      viewBox="0 0 400 300"
      width="100%"
      role="img"
      aria-label="A home with solar panels on the roof under the sun"
    >
      <defs>
        <linearGradient id="hero-panel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4f7a" />
          <stop offset="1" stopColor="#0d2d4a" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffe082" />
          <stop offset="1" stopColor="#ffb300" />
        </radialGradient>
      </defs>
      <g stroke="#ffca28" strokeWidth="4" strokeLinecap="round" opacity="0.75">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <line
            key={angle}
            x1="318"
            y1="16"
            x2="318"
            y2="2"
            transform={`rotate(${angle} 318 62)`}
          />
        ))}
      </g>
      <circle cx="318" cy="62" r="34" fill="url(#hero-sun)" />
      <path d="M0 262 C90 236 190 244 400 252 L400 300 L0 300 Z" fill="#3dba93" opacity="0.55" />
      <path d="M0 276 C120 258 260 266 400 270 L400 300 L0 300 Z" fill="#0f9a72" />
      <rect x="70" y="160" width="170" height="104" rx="4" fill="#f4fbf8" />
      <rect x="138" y="208" width="34" height="56" rx="3" fill="#0b7d5d" />
      <rect x="88" y="184" width="34" height="30" rx="3" fill="#9cdcc8" />
      <rect x="188" y="184" width="34" height="30" rx="3" fill="#9cdcc8" />
      <polygon points="52,166 155,92 258,166" fill="#024a36" />
      <polygon
        points="84,150 155,100 190,124 120,176"
        fill="url(#hero-panel)"
        stroke="#e6f7f2"
        strokeWidth="2"
      />
      <g stroke="#7fb2dd" strokeWidth="1.2" opacity="0.8">
        {cells.map((i) => (
          <line
            key={`a${i}`}
            x1={84 + (i + 1) * 7}
            y1={150 - (i + 1) * 5}
            x2={120 + (i + 1) * 7}
            y2={176 - (i + 1) * 5}
          />
        ))}
        <line x1="102" y1="163" x2="172" y2="112" />
      </g>
      <g>
        <polygon
          points="282,262 300,214 376,214 358,262"
          fill="url(#hero-panel)"
          stroke="#e6f7f2"
          strokeWidth="2"
        />
        <line x1="291" y1="238" x2="367" y2="238" stroke="#7fb2dd" strokeWidth="1.2" />
        <line x1="320" y1="214" x2="307" y2="262" stroke="#7fb2dd" strokeWidth="1.2" />
        <line x1="345" y1="214" x2="332" y2="262" stroke="#7fb2dd" strokeWidth="1.2" />
        <line x1="300" y1="262" x2="300" y2="276" stroke="#024a36" strokeWidth="4" />
        <line x1="350" y1="262" x2="350" y2="276" stroke="#024a36" strokeWidth="4" />
      </g>
      <path d="M232 64 l-14 26 h12 l-8 22 l22 -30 h-12 l10 -18 z" fill="#ffca28" />
    </svg>
  );
}
