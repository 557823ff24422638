// Made by scripts/slice-phone-metadata.mjs from libphonenumber-js@1.13.16: do not edit.
import type { MetadataJson } from 'libphonenumber-js/core'

export const NG_MOBILE_METADATA = {
  version: 4,
  country_calling_codes: { '234': ['NG'] },
  countries: {
    NG: [
      '234',
      '009',
      '(?:20|9\\d)\\d{8}|[78]\\d{9,13}',
      [10, 11, 12, 13, 14],
      [
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[7-9]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1 $2 $3', ['20[129]'], '0$1'],
        ['(\\d{4})(\\d{2})(\\d{4})', '$1 $2 $3', ['2'], '0$1'],
        ['(\\d{3})(\\d{4})(\\d{4,5})', '$1 $2 $3', ['[78]'], '0$1'],
        ['(\\d{3})(\\d{5})(\\d{5,6})', '$1 $2 $3', ['[78]'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        0,
        [
          '(?:702[0-24-9]|819[01])\\d{6}|(?:7(?:0[13-9]|[12]\\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\\d{7}',
          [10],
        ],
      ],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson
