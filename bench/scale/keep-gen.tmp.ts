import { openDatabase } from '../../apps/api/src/db/client.js'
import { benchIds, createBenchSession, generate, DEFAULT_SIZES } from './generate.js'
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:25432/bench' })
await generate(database.db, DEFAULT_SIZES)
const token = await createBenchSession(database.db, benchIds.intern)
console.log('TOKEN', token)
await database.close()
