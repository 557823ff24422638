/** A light SVG of two role cards and a verified badge, drawn instead of a heavy photo. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 300" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22c55e" stopOpacity="0.35" />
          <stop offset="1" stopColor="#2f5bd3" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="150" r="130" fill="url(#hero-glow)" />
      <g transform="translate(40 50) rotate(-4)">
        <rect width="220" height="120" rx="16" fill="#ffffff" />
        <rect x="18" y="18" width="40" height="40" rx="10" fill="#dbe5ff" />
        <rect x="70" y="22" width="110" height="12" rx="6" fill="#0b1f4d" />
        <rect x="70" y="42" width="70" height="10" rx="5" fill="#94a3b8" />
        <rect x="18" y="76" width="60" height="24" rx="12" fill="#dcfce7" />
        <rect x="86" y="76" width="70" height="24" rx="12" fill="#eef3ff" />
      </g>
      <g transform="translate(110 150) rotate(3)">
        <rect width="220" height="120" rx="16" fill="#ffffff" stroke="#e2e8f0" />
        <rect x="18" y="18" width="40" height="40" rx="10" fill="#dcfce7" />
        <rect x="70" y="22" width="120" height="12" rx="6" fill="#0b1f4d" />
        <rect x="70" y="42" width="80" height="10" rx="5" fill="#94a3b8" />
        <rect x="18" y="76" width="96" height="28" rx="8" fill="#0b1f4d" />
        <rect x="34" y="86" width="64" height="8" rx="4" fill="#ffffff" />
      </g>
      <g transform="translate(280 60)">
        <circle r="30" fill="#22c55e" />
        <path
          d="M-12 1l8 8 16-17"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  )
}
