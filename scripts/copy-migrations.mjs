// The compiled server reads its SQL migrations beside its own code: copy them into dist.
import fs from 'node:fs'

fs.cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true })
