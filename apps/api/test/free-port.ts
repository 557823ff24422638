import fs from 'node:fs'
import net from 'node:net'

// Free TCP ports on 127.0.0.1 for the tests that start servers. The scripts and benchmarks have
// the same freePort in scripts/free-port.mjs: the API's compiler reads only its own folder.

/** A port the kernel just handed out and that is free again: a server about to start can take it. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** The first of `count` consecutive free ports. */
export async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
  // Below the range the kernel gives outgoing connections, or one of the thousands of short
  // connections of a test that uses them (cluster.test.ts) could hold a process's port just when it restarts.
  const ephemeralStart = Number(
    fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
  )
  const top = Math.min(ephemeralStart, 32_768) - count
  for (;;) {
    const first = 10_000 + Math.floor(Math.random() * (top - 10_000))
    const results = await Promise.all(Array.from({ length: count }, (_, i) => free(first + i)))
    if (results.every(Boolean)) return first
  }
}
