/** Call-to-action looks for dark backgrounds, which Button's variants do not cover. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors'

export const accentCta = `${base} bg-accent-500 text-brand-900 hover:bg-accent-600`
export const outlineLightCta = `${base} border border-white text-white hover:bg-white/10`
