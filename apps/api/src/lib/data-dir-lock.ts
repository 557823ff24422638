import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Another process (pid ${pid}) is already using the data folder ${dir}. ` +
        'Stop it first, or start this one with a different DATA_DIR. ' +
        'The embedded database cannot be shared between processes.',
    )
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite does not lock its folder, and two processes on one folder lose data. This takes an
 * exclusive lock file (created atomically with O_EXCL); a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => {
        if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockPath, 'utf8'))
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dir, holder)
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`)
}
