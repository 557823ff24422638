import fs from 'node:fs'
import path from 'node:path'

const FILE = 'public-url'

/**
 * The server keeps the address people use (PUBLIC_URL, or http://localhost:PORT) in its data
 * folder, so that the command line, started later in a shell without the server's PORT or
 * PUBLIC_URL, prints the sign-in link of the site that is really running (admin:create).
 */
export function recordPublicUrl(dataDir: string, publicUrl: string): void {
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(path.join(dataDir, FILE), `${publicUrl}\n`)
}

/** The address the server last ran at, or null when it never ran on this folder. */
export function recordedPublicUrl(dataDir: string): string | null {
  try {
    const url = fs.readFileSync(path.join(dataDir, FILE), 'utf8').trim()
    return URL.canParse(url) ? url : null
  } catch {
    return null
  }
}
