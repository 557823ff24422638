import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))

describe('lockDataDir', () => {
  it('refuses a folder locked by another live process, naming it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.ppid))
  })

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999')
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })
})
