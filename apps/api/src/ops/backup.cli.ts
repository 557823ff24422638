// npm run backup -- DIR   /   npm run restore -- DIR   (decision 026; docs/operations.md)
import path from 'node:path'
import { loadConfig } from '../config.js'
import { backup, restore } from './backup.js'

async function main() {
  const [command, dir] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    console.error('Usage: npm run backup -- DIR   or   npm run restore -- DIR')
    process.exit(2)
  }
  const config = loadConfig()
  const target = path.resolve(dir)
  const manifest =
    command === 'backup' ? await backup(config, target) : await restore(config, target)
  const what = `the ${manifest.engine} database and ${manifest.files.length} files`
  const done = command === 'backup' ? `Backed up ${what} into` : `Restored ${what} from`
  process.stdout.write(`${done} ${target}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
