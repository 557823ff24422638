// Writes Nigeria's slice of libphonenumber-js's mobile metadata into packages/domain, so the web
// checks numbers with 0.5 KB of rules instead of the whole world's 30 KB (LIBRARIES.md §9).
// Run it again after upgrading libphonenumber-js: `node scripts/slice-phone-metadata.mjs &&
// npx prettier --write packages/domain/src/channels/ng-mobile-metadata.ts`.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const metadata = require('libphonenumber-js/metadata.mobile.json')
const { version } = require('libphonenumber-js/package.json')
const slice = {
  version: metadata.version,
  country_calling_codes: { 234: ['NG'] },
  countries: { NG: metadata.countries.NG },
  nonGeographic: {},
}
const file = path.join(import.meta.dirname, '../packages/domain/src/channels/ng-mobile-metadata.ts')
fs.writeFileSync(
  file,
  `// Made by scripts/slice-phone-metadata.mjs from libphonenumber-js@${version}: do not edit.\n` +
    `import type { MetadataJson } from 'libphonenumber-js/core'\n\n` +
    `export const NG_MOBILE_METADATA = ${JSON.stringify(slice)} as unknown as MetadataJson\n`,
)
