// The compiled server reads its SQL migrations and the guides' articles (decision 066) beside its
// own code: copy them into dist.
import fs from 'node:fs'

fs.cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true })
fs.cpSync('src/modules/guides/articles', 'dist/modules/guides/articles', { recursive: true })
